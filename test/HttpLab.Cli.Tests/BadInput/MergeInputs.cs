using HttpLab.Cli.Tests.Merge;
using HttpLab.Load.Reporting;

namespace HttpLab.Cli.Tests.BadInput;

/// <summary>
/// The results folders the bad <c>httplab merge</c> lines name: two good generators' (<c>load1</c>, <c>load2</c>) and
/// copies of the first broken one way each.
/// </summary>
internal static class MergeInputs
{
    public static async Task WriteAsync(string work)
    {
        var good = await GeneratorFolders.WriteAsync(work, "load1", PartitionedRun.Generator(0, TimeSpan.Zero));
        await GeneratorFolders.WriteAsync(work, "load2", PartitionedRun.Generator(1, TimeSpan.Zero));
        var other = PartitionedRun.Generator(2, TimeSpan.Zero);
        var json = new Uri("http://127.0.0.1:5000/json");
        other = other with { Options = other.Options with { Url = json } };
        await GeneratorFolders.WriteAsync(work, "other-url", other);

        var results = Path.Combine(Copy(good, "bad-json"), "results.json");
        File.WriteAllText(results, File.ReadAllText(results)[..200]);
        var log = Path.Combine(Copy(good, "truncated"), LoadFiles.IntervalLog);
        File.WriteAllText(log, File.ReadAllText(log)[..(File.ReadAllText(log).Length / 2)]);
        var lines = Path.Combine(Copy(good, "cut"), LoadFiles.IntervalLog);
        File.WriteAllLines(lines, File.ReadAllLines(lines)[..^3]);
        File.Delete(Path.Combine(Copy(good, "no-hlog"), LoadFiles.IntervalLog));
    }

    private static string Copy(string folder, string name)
    {
        var copy = Path.Combine(Path.GetDirectoryName(folder)!, name);
        Directory.CreateDirectory(copy);
        foreach (var file in Directory.GetFiles(folder))
        {
            File.Copy(file, Path.Combine(copy, Path.GetFileName(file)));
        }

        return copy;
    }
}
