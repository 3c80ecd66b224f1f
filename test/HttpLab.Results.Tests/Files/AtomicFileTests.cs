using HttpLab.Results.Files;

namespace HttpLab.Results.Tests.Files;

public sealed class AtomicFileTests : IDisposable
{
    private readonly TemporaryDirectory root = new();

    public void Dispose() => root.Dispose();

    [Fact]
    public void ReplaceText_AnExistingFile_ItsTextReplacedAndNothingLeftBeside()
    {
        var path = Path.Combine(root.Path, "INCOMPLETE");
        File.WriteAllText(path, "started");

        AtomicFile.ReplaceText(path, "stopped: μs");

        Assert.Equal("stopped: μs", File.ReadAllText(path));
        Assert.Equal([path], Directory.GetFiles(root.Path));
    }

    [Fact]
    public void ReplaceText_AFolderInTheWay_ThrowsAndLeavesTheFolderAlone()
    {
        var path = Path.Combine(root.Path, "INCOMPLETE");
        Directory.CreateDirectory(path);

        Assert.ThrowsAny<IOException>(() => AtomicFile.ReplaceText(path, "stopped"));

        Assert.True(Directory.Exists(path));
        Assert.Empty(Directory.GetFiles(root.Path));
    }
}
