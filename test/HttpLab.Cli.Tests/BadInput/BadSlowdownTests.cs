using HttpLab.Studies.Json;

namespace HttpLab.Cli.Tests.BadInput;

/// <summary>
/// The bench hook's variable (<see cref="InjectedSlowdown"/>) malformed: refused as bad input before the target starts,
/// in one line, exit code 2.
/// </summary>
[Collection(BenchmarkEnvironmentCollection.Name)]
public sealed class BadSlowdownTests
{
    [Theory]
    [InlineData("Nope=2")]
    [InlineData("GetStringAsync=0.5")]
    [InlineData("GetStringAsync")]
    public async Task RunJson_MalformedSlowdown_OneLineExitCode2NothingStarted(string value)
    {
        var console = new TestConsole();
        Environment.SetEnvironmentVariable(InjectedSlowdown.Variable, value);
        try
        {
            var exitCode = await console.RunAsync(
                "run", "json", "--target", "http://127.0.0.1:9", "--profile", "smoke");

            Assert.Equal(2, exitCode);
            var line = Assert.Single(console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
            Assert.Contains($"not '{value}'", line, StringComparison.Ordinal);
            Assert.DoesNotContain("Target:", console.Rich, StringComparison.Ordinal);
        }
        finally
        {
            Environment.SetEnvironmentVariable(InjectedSlowdown.Variable, null);
        }
    }
}
