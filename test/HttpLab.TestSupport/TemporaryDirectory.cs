namespace HttpLab.TestSupport;

/// <summary>A fresh folder under the system's temporary folder, removed with everything in it on Dispose.</summary>
public sealed class TemporaryDirectory(string prefix = "httplab-tests-") : IDisposable
{
    public DirectoryInfo Directory { get; } = System.IO.Directory.CreateTempSubdirectory(prefix);

    public string Path => Directory.FullName;

    public void Dispose()
    {
        if (System.IO.Directory.Exists(Path))
        {
            System.IO.Directory.Delete(Path, recursive: true);
        }
    }
}
