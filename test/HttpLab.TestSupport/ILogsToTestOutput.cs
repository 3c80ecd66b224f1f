namespace HttpLab.TestSupport;

/// <summary>A test server (a fixture or a double) whose logs go to a test's output through <see cref="Logs"/>.
/// </summary>
public interface ILogsToTestOutput
{
    TestOutputLoggerProvider Logs { get; }
}
