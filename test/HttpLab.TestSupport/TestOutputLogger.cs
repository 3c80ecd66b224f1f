using Microsoft.Extensions.Logging;

namespace HttpLab.TestSupport;

internal sealed class TestOutputLogger(TestOutputLoggerProvider provider, string category) : ILogger
{
    public IDisposable? BeginScope<TState>(TState state)
        where TState : notnull => null;

    public bool IsEnabled(LogLevel logLevel) => logLevel != LogLevel.None && logLevel >= provider.MinimumLevel;

    public void Log<TState>(
        LogLevel logLevel,
        EventId eventId,
        TState state,
        Exception? exception,
        Func<TState, Exception?, string> formatter)
    {
        if (!IsEnabled(logLevel))
        {
            return;
        }

        var line = $"[{logLevel}] {category}: {formatter(state, exception)}";
        provider.WriteLine(exception is null ? line : $"{line}{Environment.NewLine}{exception}");
    }
}
