using System.Text;
using HttpLab.Results.Csv;

namespace HttpLab.Results.Tests;

public sealed class ArtifactWriterTests : IDisposable
{
    private readonly TemporaryDirectory root = new();

    public void Dispose() => root.Dispose();

    [Fact]
    public async Task WriteTextAsync_ExistingFile_ErrorNamesThePathAndTheFileIsUntouched()
    {
        var artifacts = new ArtifactWriter(root.Path).Subfolder("cancel");
        var path = Path.Combine(artifacts.Path, "headers.overshootUs.hgrm");
        await File.WriteAllTextAsync(path, "earlier");
        var written = File.GetLastWriteTimeUtc(path);

        var exception = await Assert.ThrowsAsync<ResultsDirectoryException>(
            () => artifacts.WriteTextAsync("headers.overshootUs.hgrm", "later", CancellationToken.None));

        Assert.Contains(path, exception.Message, StringComparison.Ordinal);
        Assert.Equal("earlier", await File.ReadAllTextAsync(path));
        Assert.Equal(written, File.GetLastWriteTimeUtc(path));
        Assert.Equal([path], Directory.GetFiles(artifacts.Path));
    }

    [Fact]
    public async Task WriteTextAsync_WriterThrowsMidWrite_NoTemporaryFileAndNoFile()
    {
        var artifacts = new ArtifactWriter(root.Path).Subfolder("load");

        await Assert.ThrowsAsync<InvalidOperationException>(() => artifacts.WriteTextAsync(
            "latency.hlog",
            writer =>
            {
                writer.Write(new string('x', 100_000));
                throw new InvalidOperationException("interrupted");
            },
            CancellationToken.None));

        Assert.Empty(Directory.GetFileSystemEntries(artifacts.Path));
    }

    [Fact]
    public async Task WriteCsvAsync_Table_Utf8WithoutBomAsRendered()
    {
        var artifacts = new ArtifactWriter(root.Path);
        var csv = new CsvWriter(["mode", "elapsedMs"]).Text("μ").Number(1.5).EndRow();

        await artifacts.WriteCsvAsync("burst.csv", csv, CancellationToken.None);

        var written = await File.ReadAllBytesAsync(Path.Combine(root.Path, "burst.csv"));
        Assert.Equal(Encoding.UTF8.GetBytes("mode,elapsedMs\r\nμ,1.5\r\n"), written);
    }

    [Theory]
    [InlineData("..")]
    [InlineData(".")]
    [InlineData("a/b")]
    [InlineData(" ")]
    [InlineData("")]
    [InlineData("../../etc")]
    [InlineData("..\\..\\windows")]
    [InlineData("/etc/passwd")]
    [InlineData("case\0name")]
    public void Subfolder_NotAPlainName_Throws(string name) =>
        Assert.Throws<ArgumentException>(() => new ArtifactWriter(root.Path).Subfolder(name));

    [Theory]
    [InlineData("../escaped.txt")]
    [InlineData("/tmp/escaped.txt")]
    [InlineData("..")]
    [InlineData("sub/../../escaped.txt")]
    public async Task WriteTextAsync_NameReachingOutOfTheFolder_RefusedAndNothingWrittenAnywhere(string name)
    {
        var inside = Directory.CreateDirectory(Path.Combine(root.Path, "run")).FullName;
        var writer = new ArtifactWriter(inside);

        await Assert.ThrowsAsync<ArgumentException>(
            () => writer.WriteTextAsync(name, "hostile", CancellationToken.None));

        Assert.Empty(Directory.EnumerateFileSystemEntries(inside));
        Assert.Equal(["run"], Directory.EnumerateFileSystemEntries(root.Path).Select(Path.GetFileName));
        Assert.False(File.Exists("/tmp/escaped.txt"));
    }

    [Fact]
    public async Task WriteTextAsync_FolderOfTheRun_RefusesTheIncompleteMarkerName()
    {
        var directory = ResultsDirectory.Create(root.Path, null, ["json"], DateTimeOffset.UnixEpoch);

        await Assert.ThrowsAsync<ArgumentException>(
            () => directory.Files.WriteTextAsync(ResultsDirectory.IncompleteMarker, "x", CancellationToken.None));
    }
}
