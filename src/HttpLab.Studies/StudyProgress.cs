namespace HttpLab.Studies;

/// <summary>How far a study has got: the case it is on and how many of its cases are done.</summary>
public sealed record StudyProgress(string Study, string CurrentCase, int CompletedCases, int TotalCases);
