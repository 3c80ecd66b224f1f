using System.Text.Json;
using HttpLab.Results;

namespace HttpLab.Studies.Clients;

/// <summary>
/// The clients study's HttpClient and HttpWebRequest cases (group <c>webrequest-vs-httpclient</c>) measured on the
/// .NET Framework as Mono runs it, for a side-by-side with .NET: HttpWebRequest's home runtime against HttpClient's.
/// <para>
/// Contract. Build the child once with <c>dotnet build src/HttpLab.Clients.Framework -c Release -o DIR</c> (a net48
/// exe, built from reference assemblies on any machine; running it needs Mono, e.g. Debian's mono-complete) and pass
/// <c>DIR/HttpLab.Clients.Framework.exe</c> with the mono to run it (a path, or a name looked up on PATH). This class
/// starts <c>mono EXE --target URL --body-sizes N,... --profile quick|smoke|full --out FILE --artifacts DIR</c> with
/// the context's target and profile and the options' <see cref="ClientsStudyOptions.BodySizes"/>; the child checks
/// every case once, then measures each with BenchmarkDotNet 0.14 in-process under the profile's job (the .NET studies'
/// jobs), validating every echo, and prints <c>progress&lt;TAB&gt;DONE&lt;TAB&gt;TOTAL&lt;TAB&gt;CASE</c> lines
/// (relayed to <see cref="StudyContext.Progress"/>), one <c>error: REASON</c> line on failure (exit 1; 2 for bad
/// arguments), and its JSON (<see cref="FrameworkClientsOutput"/>) plus BenchmarkDotNet's log into the artifacts'
/// <c>mono</c> folder.
/// </para>
/// <para>
/// The suite is shaped like <see cref="ClientsStudy"/>'s: name <c>clients</c>, the same case names and parameters
/// (group, concurrency, bodyBytes), SharedHttpClient the baseline of each size, mean, error, standard deviation,
/// median, p95 and iteration count computed from the child's result iterations with BenchmarkDotNet's Statistics, and
/// <see cref="CaseResult.IterationsNs"/> filled. No allocation or thread-pool metrics: Mono cannot count them
/// process-wide. A failure (mono or the exe missing, a nonzero exit, unreadable output, an echo that did not match or
/// went unchecked) is a <see cref="StudyFailedException"/> with a one-line reason.
/// </para>
/// </summary>
public sealed class FrameworkClientsRun : IStudy
{
    /// <summary>The folder inside the study's artifacts that receives the child's output and log.</summary>
    public const string ArtifactsFolder = "mono";

    /// <summary>The child's JSON output, in <see cref="ArtifactsFolder"/>.</summary>
    public const string OutputFile = "clients.json";

    private static readonly JsonSerializerOptions OutputJson = new(JsonSerializerDefaults.Web);

    private readonly string mono;
    private readonly string executable;
    private readonly ClientsStudyOptions options;

    /// <param name="mono">The mono executable: a path, or a name such as "mono" looked up on PATH.</param>
    /// <param name="executable">The built HttpLab.Clients.Framework.exe.</param>
    /// <param name="options">The body sizes; those of <see cref="ClientsStudy"/> when null.</param>
    public FrameworkClientsRun(string mono, string executable, ClientsStudyOptions? options = null)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(mono);
        ArgumentException.ThrowIfNullOrWhiteSpace(executable);
        options ??= new ClientsStudyOptions();
        if (options.Validate() is { } problem)
        {
            throw new ArgumentException(problem, nameof(options));
        }

        this.mono = mono;
        this.executable = executable;
        this.options = options;
    }

    public string Name => "clients";

    public string Title => "Client APIs";

    /// <summary>Mono's version as the child reported it (e.g. "Mono 6.8.0.105"), once a run has read it.</summary>
    public string? RuntimeVersion { get; private set; }

    public string Description => "HttpClient against HttpWebRequest on Mono (.NET Framework on Linux), POSTing "
        + "identical validated echoes.";

    public async Task<SuiteResult> RunAsync(StudyContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(context);
        var monoPath = MonoLocator.Find(mono);
        if (!File.Exists(executable))
        {
            throw new StudyFailedException($"clients on Mono: {executable} does not exist; build it with 'dotnet build "
                + "src/HttpLab.Clients.Framework -c Release -o DIR'.");
        }

        var artifacts = context.Artifacts.Subfolder(ArtifactsFolder);
        var outputPath = Path.Combine(artifacts.Path, OutputFile);
        var (exitCode, error) = await FrameworkClientsProcess.RunAsync(
            monoPath,
            FrameworkClientsArguments.For(executable, context, options.BodySizes, outputPath, artifacts.Path),
            artifacts.Path,
            (done, total, currentCase) =>
                context.Progress.Report(new StudyProgress(Name, $"{currentCase} on Mono", done, total)),
            cancellationToken).ConfigureAwait(false);
        if (exitCode != 0)
        {
            var reason = error?.StartsWith("clients: ", StringComparison.Ordinal) == true
                ? error["clients: ".Length..]
                : error ?? "it printed no reason";
            throw new StudyFailedException($"clients on Mono: {reason.TrimEnd('.')} (exit code {exitCode}).");
        }

        var output = await ReadAsync(outputPath, cancellationToken).ConfigureAwait(false);
        RuntimeVersion = output.Runtime;
        return FrameworkClientsText.Suite(
            output,
            FrameworkClientsSuite.Cases(output, options.BodySizes, outputPath),
            context,
            artifacts.Path);
    }

    private static async Task<FrameworkClientsOutput> ReadAsync(string path, CancellationToken cancellationToken)
    {
        try
        {
            var stream = File.OpenRead(path);
            await using (stream.ConfigureAwait(false))
            {
                return await JsonSerializer.DeserializeAsync<FrameworkClientsOutput>(
                        stream, OutputJson, cancellationToken).ConfigureAwait(false)
                    ?? throw new JsonException("the file holds null");
            }
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            throw new StudyFailedException(
                $"clients on Mono: the child exited 0 but {path} cannot be read: {exception.Message}", exception);
        }
        catch (JsonException exception)
        {
            throw new StudyFailedException(
                $"clients on Mono: {path} is not valid output: {exception.Message}", exception);
        }
    }
}
