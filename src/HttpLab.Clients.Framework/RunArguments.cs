using System.Globalization;

namespace HttpLab.Clients.Framework;

/// <summary>
/// The command line: <c>--target URL --body-sizes N[,N...] --profile quick|smoke|full --out FILE [--artifacts DIR]</c>.
/// </summary>
internal sealed class RunArguments
{
    /// <summary>The echo endpoint's limit (HttpLab.Contracts/Echo/EchoRoutes.MaxBodyBytes).</summary>
    public const int MaxBodyBytes = 16 * 1024 * 1024;

    public const string Usage = "usage: HttpLab.Clients.Framework.exe --target URL --body-sizes N[,N...] "
        + "--profile quick|smoke|full --out FILE [--artifacts DIR]";

    private RunArguments(Uri target, IReadOnlyList<int> bodySizes, string profile, string outPath, string artifacts)
    {
        Target = target;
        BodySizes = bodySizes;
        Profile = profile;
        OutPath = outPath;
        ArtifactsPath = artifacts;
    }

    /// <summary>The target's base address; the echo endpoint is its <c>echo</c>.</summary>
    public Uri Target { get; }

    public IReadOnlyList<int> BodySizes { get; }

    public string Profile { get; }

    /// <summary>The JSON file to write; it must not exist yet.</summary>
    public string OutPath { get; }

    /// <summary>Where BenchmarkDotNet writes its log; the output file's folder unless given.</summary>
    public string ArtifactsPath { get; }

    /// <summary>The parsed arguments, or null and a one-line <paramref name="error"/> naming the problem.</summary>
    public static RunArguments? Parse(IReadOnlyList<string> args, out string? error)
    {
        var values = new Dictionary<string, string>(StringComparer.Ordinal);
        for (var index = 0; index < args.Count; index += 2)
        {
            var name = args[index];
            if (name is not ("--target" or "--body-sizes" or "--profile" or "--out" or "--artifacts"))
            {
                error = $"unknown argument '{name}'; {Usage}";
                return null;
            }

            if (index + 1 >= args.Count)
            {
                error = $"{name} needs a value; {Usage}";
                return null;
            }

            if (values.ContainsKey(name))
            {
                error = $"{name} is given twice";
                return null;
            }

            values[name] = args[index + 1];
        }

        Uri? target = null;
        IReadOnlyList<int>? sizes = null;
        error = Missing(values, "--target", "--body-sizes", "--profile", "--out")
            ?? CheckTarget(values["--target"], out target)
            ?? CheckSizes(values["--body-sizes"], out sizes)
            ?? CheckProfile(values["--profile"])
            ?? CheckOut(values["--out"]);
        if (error is not null || target is null || sizes is null)
        {
            return null;
        }

        var outPath = Path.GetFullPath(values["--out"]);
        var artifacts = values.TryGetValue("--artifacts", out var folder)
            ? Path.GetFullPath(folder)
            : Path.GetDirectoryName(outPath)!;
        return new RunArguments(target, sizes, values["--profile"], outPath, artifacts);
    }

    private static string? Missing(Dictionary<string, string> values, params string[] names) =>
        names.Where(name => !values.ContainsKey(name)).Select(name => $"{name} is missing; {Usage}").FirstOrDefault();

    private static string? CheckTarget(string text, out Uri? target)
    {
        target = null;
        if (!Uri.TryCreate(text, UriKind.Absolute, out var url) || url.Scheme != Uri.UriSchemeHttp)
        {
            return $"--target '{text}' is not an absolute http:// URL";
        }

        // The echo path is resolved against it, so a base without its trailing slash would lose its last segment.
        target = url.AbsolutePath.EndsWith("/", StringComparison.Ordinal) ? url : new Uri(url + "/");
        return null;
    }

    private static string? CheckSizes(string text, out IReadOnlyList<int>? sizes)
    {
        sizes = null;
        var parsed = new List<int>();
        foreach (var part in text.Split(','))
        {
            if (!int.TryParse(part.Trim(), NumberStyles.None, CultureInfo.InvariantCulture, out var size)
                || size < 1
                || size > MaxBodyBytes)
            {
                return string.Format(
                    CultureInfo.InvariantCulture,
                    "--body-sizes: '{0}' is not a size from 1 to {1} bytes",
                    part.Trim(),
                    MaxBodyBytes);
            }

            if (parsed.Contains(size))
            {
                return string.Format(CultureInfo.InvariantCulture, "--body-sizes: {0} is given twice", size);
            }

            parsed.Add(size);
        }

        sizes = parsed;
        return null;
    }

    private static string? CheckProfile(string profile) =>
        FrameworkProfile.Names.Contains(profile)
            ? null
            : $"--profile '{profile}' is not one of {string.Join(", ", FrameworkProfile.Names)}";

    private static string? CheckOut(string path)
    {
        try
        {
            var full = Path.GetFullPath(path);
            if (File.Exists(full) || Directory.Exists(full))
            {
                return $"--out '{path}' already exists; results are never overwritten";
            }

            return Directory.Exists(Path.GetDirectoryName(full))
                ? null
                : $"--out '{path}': its folder does not exist";
        }
        catch (Exception exception) when (exception is ArgumentException or NotSupportedException
            or PathTooLongException)
        {
            return $"--out '{path}' is not a usable path: {exception.Message}";
        }
    }
}
