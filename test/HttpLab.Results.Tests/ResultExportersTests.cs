using HttpLab.Results.Charts;
using HttpLab.Results.Csv;
using HttpLab.Results.Json;
using HttpLab.Results.Markdown;
using HttpLab.Results.Tests.Support;

namespace HttpLab.Results.Tests;

public sealed class ResultExportersTests
{
    [Fact]
    public async Task All_FixedRun_WritesEveryFormatIntoTheRunFolder()
    {
        using var root = new TemporaryDirectory();
        var run = SampleRuns.Completed();
        var directory = ResultsDirectory.Create(root.Path, null, ["json", "clients"], run.StartedUtc);

        foreach (var exporter in ResultExporters.All)
        {
            await exporter.ExportAsync(run, directory, CancellationToken.None);
        }

        directory.MarkComplete();

        Assert.Equal(
            ["clients.csv", "clients.svg", "json.csv", "json.svg", "report.html", "report.md", "results.json"],
            Directory.GetFileSystemEntries(directory.Path).Select(Path.GetFileName).Order(StringComparer.Ordinal));
        var read = await ResultsJson.ReadAsync(
            Path.Combine(directory.Path, JsonResultExporter.FileName), CancellationToken.None);
        Assert.Equal(ResultsJson.Serialize(run), ResultsJson.Serialize(read));
    }

    [Fact]
    public async Task All_CancellationRun_WritesEveryFormatAndReadsBackTheDistributions()
    {
        using var root = new TemporaryDirectory();
        var run = CancellationSample.Run();
        var directory = ResultsDirectory.Create(root.Path, null, ["cancellation"], run.StartedUtc);

        foreach (var exporter in ResultExporters.All)
        {
            await exporter.ExportAsync(run, directory, CancellationToken.None);
        }

        Assert.Equal(
            ["INCOMPLETE", "cancellation.csv", "cancellation.svg", "report.html", "report.md", "results.json"],
            Directory.GetFileSystemEntries(directory.Path).Select(Path.GetFileName).Order(StringComparer.Ordinal));
        var read = await ResultsJson.ReadAsync(
            Path.Combine(directory.Path, JsonResultExporter.FileName), CancellationToken.None);
        Assert.Equal(ResultsJson.Serialize(run), ResultsJson.Serialize(read));
        Assert.Equal(MarkdownReportExporter.Render(run), MarkdownReportExporter.Render(read));
        Assert.Equal(SvgChartExporter.Render(run, run.Suites[0]), SvgChartExporter.Render(read, read.Suites[0]));
    }

    [Fact]
    public void All_Names_AreDistinct()
    {
        Assert.Equal(["json", "markdown", "csv", "svg", "html"], ResultExporters.All.Select(exporter => exporter.Name));
    }

    [Fact]
    public async Task ExportAsync_SameFolderTwice_RefusesToOverwrite()
    {
        using var root = new TemporaryDirectory();
        var directory = ResultsDirectory.Create(root.Path, null, ["json"], SampleRuns.Started);
        await new JsonResultExporter().ExportAsync(SampleRuns.Completed(), directory, CancellationToken.None);

        await Assert.ThrowsAsync<ResultsDirectoryException>(
            () => new JsonResultExporter().ExportAsync(SampleRuns.Completed(), directory, CancellationToken.None));
    }

    [Fact]
    public async Task ExportAsync_SuitesWhoseNamesCollide_GetDistinctFiles()
    {
        using var root = new TemporaryDirectory();
        var run = SampleRuns.Completed() with
        {
            Suites = [SampleRuns.Json() with { Name = "a/b" }, SampleRuns.Json() with { Name = "a:b" }],
        };
        var directory = ResultsDirectory.Create(root.Path, null, ["a"], SampleRuns.Started);

        await new CsvResultExporter().ExportAsync(run, directory, CancellationToken.None);

        Assert.True(File.Exists(Path.Combine(directory.Path, "a_b.csv")));
        Assert.True(File.Exists(Path.Combine(directory.Path, "a_b-2.csv")));
    }
}
