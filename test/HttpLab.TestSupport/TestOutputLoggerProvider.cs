using Microsoft.Extensions.Logging;
using Xunit.Abstractions;

namespace HttpLab.TestSupport;

/// <summary>
/// Routes a test server's logs to the output of whichever test is running. A server may outlive a test (a class
/// fixture), so the output is swapped per test and lines logged between tests are dropped. Warnings and above by
/// default: a failing test shows what went wrong on the server without every request's trace.
/// </summary>
public sealed class TestOutputLoggerProvider(LogLevel minimumLevel = LogLevel.Warning) : ILoggerProvider
{
    private volatile ITestOutputHelper? output;

    public ITestOutputHelper? Output
    {
        get => output;
        set => output = value;
    }

    public LogLevel MinimumLevel { get; } = minimumLevel;

    public ILogger CreateLogger(string categoryName) => new TestOutputLogger(this, categoryName);

    public void Dispose() => output = null;

    internal void WriteLine(string line)
    {
        try
        {
            output?.WriteLine(line);
        }
        catch (InvalidOperationException)
        {
            // The test that owned the output has finished; its late lines have nowhere to go.
        }
    }
}
