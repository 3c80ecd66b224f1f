using System.Text.Json;

namespace HttpLab.TestSupport.Browser;

/// <summary>
/// The errors a page reported, from DevTools events, a line each: console.error and failed console.assert calls
/// (Runtime.consoleAPICalled), uncaught exceptions and rejected promises (Runtime.exceptionThrown), and the browser's
/// own errors about the page, such as a resource that failed to load (Log.entryAdded at level error).
/// </summary>
internal sealed class PageConsole
{
    private readonly Lock gate = new();
    private readonly List<string> errors = [];

    public IReadOnlyList<string> Errors
    {
        get
        {
            lock (gate)
            {
                return [.. errors];
            }
        }
    }

    /// <summary>Keeps the event if it reports an error; ignores every other event.</summary>
    public void Record(string method, JsonElement parameters)
    {
        var error = method switch
        {
            "Runtime.consoleAPICalled" => ConsoleCall(parameters),
            "Runtime.exceptionThrown" => $"uncaught {Describe(parameters.GetProperty("exceptionDetails"))}",
            "Log.entryAdded" => LogEntry(parameters.GetProperty("entry")),
            _ => null,
        };
        if (error is not null)
        {
            lock (gate)
            {
                errors.Add(error);
            }
        }
    }

    /// <summary>
    /// What Runtime's exceptionDetails says was thrown: the exception's own description (message and stack) where
    /// there is one, and where in the page.
    /// </summary>
    public static string Describe(JsonElement exceptionDetails)
    {
        var thrown = exceptionDetails.TryGetProperty("exception", out var exception)
            ? Text(exception, "description") ?? ValueText(exception)
            : null;
        var text = thrown ?? Text(exceptionDetails, "text") ?? exceptionDetails.GetRawText();
        return Text(exceptionDetails, "url") is { Length: > 0 } url
            && exceptionDetails.TryGetProperty("lineNumber", out var line)
                ? $"{text} ({url}:{line.GetInt32() + 1})"
                : text;
    }

    private static string? ConsoleCall(JsonElement parameters)
    {
        var type = Text(parameters, "type");
        if (type is not ("error" or "assert"))
        {
            return null;
        }

        var arguments = parameters.TryGetProperty("args", out var values)
            ? values.EnumerateArray().Select(value =>
                ValueText(value) ?? Text(value, "description") ?? Text(value, "type"))
            : [];
        return $"console.{type}: {string.Join(" ", arguments)}";
    }

    private static string? LogEntry(JsonElement entry) =>
        Text(entry, "level") != "error" ? null
        : Text(entry, "url") is { Length: > 0 } url ? $"browser: {Text(entry, "text")} ({url})"
        : $"browser: {Text(entry, "text")}";

    private static string? ValueText(JsonElement remoteObject) =>
        !remoteObject.TryGetProperty("value", out var value) ? null
        : value.ValueKind == JsonValueKind.String ? value.GetString()
        : value.GetRawText();

    private static string? Text(JsonElement element, string property) =>
        element.ValueKind == JsonValueKind.Object && element.TryGetProperty(property, out var value)
            && value.ValueKind == JsonValueKind.String
            ? value.GetString()
            : null;
}
