using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Tests.Infrastructure;

internal sealed class TestOutputLogger(TestOutputLoggerProvider provider, string category) : ILogger
{
    public IDisposable? BeginScope<TState>(TState state)
        where TState : notnull => null;

    public bool IsEnabled(LogLevel logLevel) => logLevel != LogLevel.None;

    public void Log<TState>(LogLevel logLevel, EventId eventId, TState state, Exception? exception, Func<TState, Exception?, string> formatter)
    {
        var line = $"[{logLevel}] {category}: {formatter(state, exception)}";
        provider.WriteLine(exception is null ? line : $"{line}{Environment.NewLine}{exception}");
    }
}
