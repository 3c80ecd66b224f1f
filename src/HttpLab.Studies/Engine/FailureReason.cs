using System.Text.RegularExpressions;

namespace HttpLab.Studies.Engine;

/// <summary>
/// Why BenchmarkDotNet could not measure a case, read from what it logged while running that case. In-process, an
/// exception thrown by the benchmark, its validation or its GlobalSetup is caught by BenchmarkDotNet and only written
/// to the log (as plain text, not as an error); the report just lacks measurements.
/// </summary>
internal static partial class FailureReason
{
    // BenchmarkDotNet says this for every failed in-process case: the in-process toolchain has no executable to find.
    private const string ExecutableNotFound = "Executable ";

    // Wrappers that reflection and tasks put around the exception the benchmark threw: they say nothing about why.
    private static readonly string[] Wrappers =
        [nameof(System.Reflection.TargetInvocationException), nameof(AggregateException)];

    /// <summary>
    /// The exception the case threw (and its innermost cause), else BenchmarkDotNet's own error lines for it.
    /// </summary>
    public static string Describe(IReadOnlyList<string> lines, IReadOnlyList<string> errorLines)
    {
        ArgumentNullException.ThrowIfNull(lines);
        ArgumentNullException.ThrowIfNull(errorLines);
        if (FromException(lines) is { } exception)
        {
            return exception;
        }

        var errors = errorLines
            .Where(line => !(line.StartsWith(ExecutableNotFound, StringComparison.Ordinal) && line.EndsWith(" not "
                + "found", StringComparison.Ordinal)))
            .Distinct()
            .ToArray();
        return errors.Length > 0
            ? string.Join("; ", errors)
            : "BenchmarkDotNet reported no measurements and logged no error";
    }

    private static string? FromException(IReadOnlyList<string> lines)
    {
        var chain = new List<(string Type, string Message)>();
        foreach (var line in lines.SelectMany(text => text.Split('\n')).Select(text => text.Trim()))
        {
            if (ExceptionLine().Match(line) is { Success: true } match
                && (chain.Count == 0 || line.StartsWith("--->", StringComparison.Ordinal)))
            {
                chain.Add((match.Groups["type"].Value, match.Groups["message"].Value.Trim()));
            }
            else if (chain.Count > 0 && line.StartsWith("at ", StringComparison.Ordinal))
            {
                // The stack traces follow the whole chain of messages (outer first, innermost last).
                break;
            }
        }

        if (chain.Count == 0)
        {
            return null;
        }

        var named = chain
            .Select(exception => (Type: exception.Type[(exception.Type.LastIndexOf('.') + 1)..], exception.Message))
            .ToArray();
        var causes = named.Where(exception => !Wrappers.Contains(exception.Type, StringComparer.Ordinal)).ToArray();
        return causes.Length switch
        {
            0 => Format(named[^1]),
            1 => Format(causes[0]),
            _ => $"{Format(causes[0])} (innermost: {Format(causes[^1])})",
        };
    }

    private static string Format((string Type, string Message) exception) =>
        exception.Message.Length == 0 ? exception.Type : $"{exception.Type}: {exception.Message}";

    // "System.IO.IOException: message", " ---> System.Net.Sockets.SocketException (104): message", or BenchmarkDotNet's
    // "// ! InProcessEmitExecutor, exception: System.X.Exception: message".
    [GeneratedRegex(
        @"^(?:--->\s*)?(?://\s*!\s*\w+, exception:\s*)?"
            + @"(?<type>[A-Za-z_][\w.`]*Exception(?: \([^).]*\))?)(?::(?<message>.*))?$",
        RegexOptions.CultureInvariant)]
    private static partial Regex ExceptionLine();
}
