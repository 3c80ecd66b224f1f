using System.Globalization;
using System.Reflection;

namespace HttpLab.TestSupport;

/// <summary>
/// Where the machine-wide turns went: with <c>HTTPLAB_TEST_TURN_LOG</c> naming a file, every turn a test process gives
/// back appends a line to it (the test assembly, the process, when the turn was taken and given back, how long the
/// process waited for it, and the tests that ran in it with their seconds, slowest first), so a whole run's turns can
/// be laid side by side (docs/testing.md).
/// </summary>
internal static class TurnLog
{
    public const string Variable = "HTTPLAB_TEST_TURN_LOG";

    public static void Write(
        DateTime taken, DateTime given, TimeSpan waited, IReadOnlyList<(string Test, TimeSpan Held)> tests)
    {
        if (Environment.GetEnvironmentVariable(Variable) is not { Length: > 0 } path)
        {
            return;
        }

        var testAssembly = AppDomain.CurrentDomain.GetAssemblies()
            .Select(loaded => loaded.GetName().Name ?? string.Empty)
            .FirstOrDefault(name => name.StartsWith("HttpLab.", StringComparison.Ordinal)
                && name.EndsWith(".Tests", StringComparison.Ordinal))
            ?? Assembly.GetEntryAssembly()?.GetName().Name ?? "?";
        var line = string.Join(
            '\t',
            testAssembly,
            Environment.ProcessId.ToString(CultureInfo.InvariantCulture),
            taken.ToString("O", CultureInfo.InvariantCulture),
            given.ToString("O", CultureInfo.InvariantCulture),
            (given - taken).TotalSeconds.ToString("0.000", CultureInfo.InvariantCulture),
            waited.TotalSeconds.ToString("0.000", CultureInfo.InvariantCulture),
            string.Join(
                "; ",
                tests.OrderByDescending(test => test.Held).Select(test => string.Create(
                    CultureInfo.InvariantCulture, $"{test.Test} {test.Held.TotalSeconds:0.0}"))));
        File.AppendAllText(path, line + "\n");
    }
}
