namespace HttpLab.Load.Reporting.Merge;

/// <summary>
/// A folder given to <c>httplab merge</c> that cannot be merged (not a load run, a file missing, malformed or not of
/// its run), naming the folder or file and the fault: the command's usage error.
/// </summary>
internal sealed class MergeInputException(string message) : Exception(message);
