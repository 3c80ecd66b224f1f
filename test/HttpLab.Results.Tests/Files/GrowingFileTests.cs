namespace HttpLab.Results.Tests.Files;

public sealed class GrowingFileTests : IDisposable
{
    private readonly TemporaryDirectory root = new();

    public void Dispose() => root.Dispose();

    [Fact]
    public void Append_BeforeComplete_ReadableInThePartialFileAndNotYetInPlace()
    {
        var folder = new ArtifactWriter(root.Path);
        using var file = folder.CreateGrowingFile("latency.hlog");

        file.Append("first\n");
        file.Append("second\n");

        Assert.Equal(Path.Combine(folder.Path, "latency.hlog.partial"), file.PartialPath);
        Assert.Equal("first\nsecond\n", ReadShared(file.PartialPath));
        Assert.False(File.Exists(file.Path));
    }

    [Fact]
    public void Complete_AfterAppends_MovedIntoPlaceWithNothingLeftBeside()
    {
        var folder = new ArtifactWriter(root.Path);
        using var file = folder.CreateGrowingFile("latency.hlog");
        file.Append("one\n");

        file.Complete();

        Assert.Equal("one\n", File.ReadAllText(file.Path));
        Assert.Equal([file.Path], Directory.GetFiles(folder.Path));
    }

    [Fact]
    public void Create_NothingAppended_NoFileAtAll()
    {
        var folder = new ArtifactWriter(root.Path);
        using (folder.CreateGrowingFile("latency.hlog"))
        {
        }

        Assert.Empty(Directory.GetFiles(folder.Path));
    }

    [Fact]
    public void Append_FileAlreadyThere_RefusedNamingItAndItIsUntouched()
    {
        var folder = new ArtifactWriter(root.Path);
        var existing = Path.Combine(folder.Path, "latency.hlog");
        File.WriteAllText(existing, "earlier");
        using var file = folder.CreateGrowingFile("latency.hlog");

        var exception = Assert.Throws<ResultsDirectoryException>(() => file.Append("later"));

        Assert.Contains(existing, exception.Message, StringComparison.Ordinal);
        Assert.Equal("earlier", File.ReadAllText(existing));
        Assert.False(File.Exists(file.PartialPath));
    }

    [Fact]
    public void Complete_FileAppearedMeanwhile_RefusedAndThePartialFileKept()
    {
        var folder = new ArtifactWriter(root.Path);
        using var file = folder.CreateGrowingFile("latency.hlog");
        file.Append("measured\n");
        File.WriteAllText(file.Path, "someone else's");

        Assert.Throws<ResultsDirectoryException>(file.Complete);

        Assert.Equal("someone else's", File.ReadAllText(file.Path));
        Assert.Equal("measured\n", File.ReadAllText(file.PartialPath));
    }

    [Theory]
    [InlineData("../escape.hlog")]
    [InlineData("..")]
    [InlineData("")]
    public void Create_NotAPlainName_Refused(string name) =>
        Assert.ThrowsAny<ArgumentException>(() => new ArtifactWriter(root.Path).CreateGrowingFile(name));

    private static string ReadShared(string path)
    {
        using var stream = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite);
        using var reader = new StreamReader(stream);
        return reader.ReadToEnd();
    }
}
