using System.Text;

namespace HttpLab.Results.Tests;

public sealed class ResultsDirectoryTests : IDisposable
{
    private static readonly DateTimeOffset Started = new(2025, 3, 14, 10, 30, 0, TimeSpan.FromHours(1));

    private readonly TemporaryDirectory root = new();

    public void Dispose() => root.Dispose();

    [Fact]
    public void Create_NoExplicitOut_CreatesUtcTimestampedFolderWithIncompleteMarker()
    {
        var directory = ResultsDirectory.Create(root.Path, null, ["json", "clients"], Started);

        Assert.Equal(Path.Combine(root.Path, "20250314T093000Z-json+clients"), directory.Path);
        Assert.Contains(
            "has not finished",
            File.ReadAllText(Path.Combine(directory.Path, ResultsDirectory.IncompleteMarker)),
            StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void Create_UnderAFile_OneLineErrorNamingTheFolder(bool explicitOut)
    {
        var file = Path.Combine(root.Path, "a-file");
        File.WriteAllText(file, "kept");
        var under = Path.Combine(file, "run");

        var exception = Assert.Throws<ResultsDirectoryException>(
            () => ResultsDirectory.Create(under, explicitOut ? under : null, ["json"], Started));

        Assert.StartsWith($"Cannot write the results under '{under}': ", exception.Message, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', exception.Message);
        Assert.Equal("kept", File.ReadAllText(file));
    }

    [Fact]
    public void Create_SameStartTwice_SecondGetsNumberedFolder()
    {
        var first = ResultsDirectory.Create(root.Path, null, ["json"], Started);
        var second = ResultsDirectory.Create(root.Path, null, ["json"], Started);
        var third = ResultsDirectory.Create(root.Path, null, ["json"], Started);

        Assert.Equal(Path.Combine(root.Path, "20250314T093000Z-json"), first.Path);
        Assert.Equal(first.Path + "-2", second.Path);
        Assert.Equal(first.Path + "-3", third.Path);
    }

    [Fact]
    public void Create_ManyAtOnce_EachGetsItsOwnFolder()
    {
        var paths = Enumerable.Range(0, 16)
            .AsParallel()
            .Select(_ => ResultsDirectory.Create(root.Path, null, ["json"], Started).Path)
            .ToArray();

        Assert.Equal(paths.Length, paths.Distinct().Count());
    }

    [Fact]
    public void Create_SuiteNameWithSeparators_KeepsFolderInsideRoot()
    {
        var directory = ResultsDirectory.Create(root.Path, null, ["../evil", "a/b"], Started);

        Assert.Equal(root.Path, Path.GetDirectoryName(directory.Path));
    }

    [Fact]
    public void Create_ExplicitOutMissing_CreatesIt()
    {
        var target = Path.Combine(root.Path, "mine", "run1");

        var directory = ResultsDirectory.Create(root.Path, target, ["json"], Started);

        Assert.Equal(target, directory.Path);
        Assert.True(File.Exists(Path.Combine(target, ResultsDirectory.IncompleteMarker)));
    }

    [Fact]
    public void Create_ExplicitOutEmpty_UsesIt()
    {
        var target = Directory.CreateDirectory(Path.Combine(root.Path, "empty")).FullName;

        Assert.Equal(target, ResultsDirectory.Create(root.Path, target, ["json"], Started).Path);
    }

    [Fact]
    public void Create_ExplicitOutNotEmpty_RefusesWithOneLineMessage()
    {
        var target = Directory.CreateDirectory(Path.Combine(root.Path, "earlier")).FullName;
        File.WriteAllText(Path.Combine(target, "results.json"), "{}");

        var exception = Assert.Throws<ResultsDirectoryException>(
            () => ResultsDirectory.Create(root.Path, target, ["json"], Started));

        Assert.Contains(target, exception.Message, StringComparison.Ordinal);
        Assert.Contains("not empty", exception.Message, StringComparison.Ordinal);
        Assert.DoesNotContain("\n", exception.Message, StringComparison.Ordinal);
        Assert.Equal("{}", File.ReadAllText(Path.Combine(target, "results.json")));
    }

    [Fact]
    public async Task WriteTextAsync_NewFile_WritesUtf8WithoutBom()
    {
        var directory = ResultsDirectory.Create(root.Path, null, ["json"], Started);

        await directory.WriteTextAsync("report.md", "1 μs", CancellationToken.None);

        Assert.Equal(
            Encoding.UTF8.GetBytes("1 μs"),
            await File.ReadAllBytesAsync(Path.Combine(directory.Path, "report.md")));
        Assert.Equal(
            ["INCOMPLETE", "report.md"],
            Directory.GetFileSystemEntries(directory.Path).Select(Path.GetFileName).Order(StringComparer.Ordinal));
    }

    [Fact]
    public async Task WriteFileAsync_ExistingFile_RefusesAndKeepsIt()
    {
        var directory = ResultsDirectory.Create(root.Path, null, ["json"], Started);
        await directory.WriteTextAsync("results.json", "first", CancellationToken.None);

        await Assert.ThrowsAsync<ResultsDirectoryException>(
            () => directory.WriteTextAsync("results.json", "second", CancellationToken.None));

        Assert.Equal("first", await File.ReadAllTextAsync(Path.Combine(directory.Path, "results.json")));
        Assert.Equal(2, Directory.GetFileSystemEntries(directory.Path).Length);
    }

    [Fact]
    public async Task WriteFileAsync_CallbackThrows_LeavesNoFileBehind()
    {
        var directory = ResultsDirectory.Create(root.Path, null, ["json"], Started);

        await Assert.ThrowsAsync<InvalidOperationException>(() => directory.WriteFileAsync(
            "results.json",
            async (stream, token) =>
            {
                await stream.WriteAsync(Encoding.UTF8.GetBytes("{ \"half\": "), token);
                throw new InvalidOperationException("interrupted");
            },
            CancellationToken.None));

        Assert.Equal(
            [ResultsDirectory.IncompleteMarker],
            Directory.GetFileSystemEntries(directory.Path).Select(Path.GetFileName));
    }

    [Fact]
    public async Task WriteFileAsync_Cancelled_LeavesNoFileBehind()
    {
        var directory = ResultsDirectory.Create(root.Path, null, ["json"], Started);
        using var cancellation = new CancellationTokenSource();

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => directory.WriteFileAsync(
            "results.json",
            async (stream, token) =>
            {
                await stream.WriteAsync(new byte[100], token);
                await cancellation.CancelAsync();
                token.ThrowIfCancellationRequested();
            },
            cancellation.Token));

        Assert.Equal(
            [ResultsDirectory.IncompleteMarker],
            Directory.GetFileSystemEntries(directory.Path).Select(Path.GetFileName));
    }

    [Theory]
    [InlineData("../results.json")]
    [InlineData("sub/results.json")]
    [InlineData("..")]
    [InlineData("INCOMPLETE")]
    [InlineData(" ")]
    public async Task WriteTextAsync_NameThatIsNotAPlainFile_Throws(string fileName)
    {
        var directory = ResultsDirectory.Create(root.Path, null, ["json"], Started);

        await Assert.ThrowsAsync<ArgumentException>(
            () => directory.WriteTextAsync(fileName, "x", CancellationToken.None));
    }

    [Fact]
    public void MarkComplete_AfterCreate_RemovesMarker()
    {
        var directory = ResultsDirectory.Create(root.Path, null, ["json"], Started);

        directory.MarkComplete();

        Assert.False(File.Exists(Path.Combine(directory.Path, ResultsDirectory.IncompleteMarker)));
        Assert.Empty(Directory.GetFileSystemEntries(directory.Path));
    }

    [Fact]
    public void MarkIncomplete_WithReason_RewritesMarker()
    {
        var directory = ResultsDirectory.Create(root.Path, null, ["json"], Started);

        directory.MarkIncomplete("Cancelled by Ctrl+C.");

        Assert.Contains(
            "Reason: Cancelled by Ctrl+C.",
            File.ReadAllText(Path.Combine(directory.Path, ResultsDirectory.IncompleteMarker)),
            StringComparison.Ordinal);
        Assert.Single(Directory.GetFileSystemEntries(directory.Path));
    }

    [Fact]
    public void Artifacts_Subfolder_CreatesItInsideTheRunAndNamesTheRun()
    {
        var directory = ResultsDirectory.Create(root.Path, null, ["json"], Started);

        var artifacts = directory.Artifacts("benchmarkdotnet");

        Assert.Equal(Path.Combine(directory.Path, "artifacts", "benchmarkdotnet"), artifacts.Path);
        Assert.True(Directory.Exists(artifacts.Path));
        Assert.Equal("20250314T093000Z-json", artifacts.RunId);
    }
}
