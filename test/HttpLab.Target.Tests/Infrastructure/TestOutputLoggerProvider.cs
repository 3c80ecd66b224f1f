using Microsoft.Extensions.Logging;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests.Infrastructure;

/// <summary>
/// Routes server logs to the output of whichever test is running. The server outlives each test (it is a class
/// fixture), so the output is swapped per test and lines logged between tests are dropped.
/// </summary>
public sealed class TestOutputLoggerProvider : ILoggerProvider
{
    private volatile ITestOutputHelper? _output;

    public ITestOutputHelper? Output
    {
        get => _output;
        set => _output = value;
    }

    public ILogger CreateLogger(string categoryName) => new TestOutputLogger(this, categoryName);

    public void Dispose() => _output = null;

    internal void WriteLine(string line)
    {
        try
        {
            _output?.WriteLine(line);
        }
        catch (InvalidOperationException)
        {
            // The test that owned the output has finished; its late lines have nowhere to go.
        }
    }
}
