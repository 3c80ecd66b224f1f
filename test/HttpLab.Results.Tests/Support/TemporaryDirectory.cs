namespace HttpLab.Results.Tests.Support;

/// <summary>A fresh folder per test, removed afterwards.</summary>
internal sealed class TemporaryDirectory : IDisposable
{
    public string Path { get; } = Directory.CreateTempSubdirectory("httplab-results-tests-").FullName;

    public void Dispose() => Directory.Delete(Path, recursive: true);
}
