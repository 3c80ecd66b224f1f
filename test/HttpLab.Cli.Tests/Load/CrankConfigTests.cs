using System.Globalization;
using System.Reflection;
using System.Runtime.Versioning;
using System.Text;
using Fluid;
using HttpLab.Cli.CommandLine;
using HttpLab.Cli.Processes;
using HttpLab.Target;
using YamlDotNet.Serialization;

namespace HttpLab.Cli.Tests.Load;

/// <summary>
/// crank/httplab.yml, read as crank reads a configuration: YAML whose jobs' arguments are Liquid templates (crank
/// renders them with Fluid) over the variables of the configuration, the job, the scenario and the profile. Every
/// command line it makes is one httplab's own parser takes.
/// </summary>
public sealed class CrankConfigTests
{
    private static readonly string Root = typeof(HttpLabApp).Assembly
        .GetCustomAttributes<AssemblyMetadataAttribute>()
        .Single(attribute => attribute.Key == "HttpLab.SourceRoot").Value!;

    private static readonly string ConfigPath = Path.Combine(Root, "crank", "httplab.yml");

    private static readonly YamlMap Config = Read();

    [Fact]
    public void Config_OnlyWhatCranksSchemaHas_EveryJobBuiltFromThisRepositorysCli()
    {
        Assert.Subset(
            new HashSet<string> { "imports", "variables", "jobs", "scenarios", "profiles" }, Config.Keys.ToHashSet());
        string[] jobProperties =
        [
            "source", "executable", "arguments", "noArguments", "readyStateText", "isConsoleApp", "waitForExit",
            "timeout", "variables", "framework", "channel", "sdkVersion", "runtimeVersion", "options",
        ];
        var framework = typeof(HttpLabApp).Assembly.GetCustomAttribute<TargetFrameworkAttribute>()!.FrameworkName;
        Assert.Equal(".NETCoreApp,Version=v10.0", framework);
        Assert.Equal(
            new[] { "httplab-adapters", "httplab-load", "httplab-target" }, Config.Map("jobs").Keys.Order());
        foreach (var (name, value) in Config.Map("jobs"))
        {
            var job = (YamlMap)value;
            Assert.True(job.Keys.All(jobProperties.Contains), $"{name}: {string.Join(", ", job.Keys)}");
            Assert.Equal("net10.0", job.Text("framework"));
            var source = job.Map("source");
            Assert.Subset(
                new HashSet<string> { "repository", "branchOrCommit", "project", "localFolder" },
                source.Keys.ToHashSet());
            var folder = Path.GetFullPath(
                Path.Combine(Path.GetDirectoryName(ConfigPath)!, source.Text("localFolder")));
            Assert.Equal(Path.TrimEndingDirectorySeparator(Root), Path.TrimEndingDirectorySeparator(folder));
            Assert.Equal("src/HttpLab.Cli/HttpLab.Cli.csproj", source.Text("project"));
            Assert.True(File.Exists(Path.Combine(folder, source.Text("project"))));
        }
    }

    [Fact]
    public void Jobs_TargetReadyOnServesFirstLine_ClientsRunningAtOnceAndWaitedFor()
    {
        var jobs = Config.Map("jobs");
        var ready = jobs.Map("httplab-target").Text("readyStateText");
        // crank's agent looks for the text anywhere in a line, in any case.
        Assert.Contains(ready, ServeProtocol.ReadyLinePrefix, StringComparison.OrdinalIgnoreCase);
        foreach (var client in new[] { "httplab-load", "httplab-adapters" })
        {
            Assert.Equal("true", jobs.Map(client).Text("isConsoleApp"));
            Assert.Equal("true", jobs.Map(client).Text("waitForExit"));
        }

        Assert.Subset(
            jobs.Map("httplab-load").Map("variables").Keys.ToHashSet(),
            new HashSet<string> { "url", "rate", "connections", "duration", "engine", "protocol" });
    }

    [Fact]
    public void Scenarios_LoadAndAdapters_EveryJobNamedAndEveryServiceOnTheLocalProfilesAgent()
    {
        var scenarios = Config.Map("scenarios");
        Assert.Equal(new[] { "adapters", "load" }, scenarios.Keys.Order());
        Assert.Equal("httplab-target", scenarios.Map("load").Map("application").Text("job"));
        Assert.Equal("httplab-load", scenarios.Map("load").Map("load").Text("job"));
        Assert.Equal("httplab-adapters", scenarios.Map("adapters").Map("load").Text("job"));
        var local = Config.Map("profiles").Map("local").Map("jobs");
        foreach (var (_, scenario) in scenarios)
        {
            foreach (var (service, _) in (YamlMap)scenario)
            {
                var endpoints = Assert.IsType<List<object>>(local.Map(service)["endpoints"]);
                Assert.Equal("http://localhost:5010", Assert.Single(endpoints));
            }
        }
    }

    /// <summary>The command lines of the load scenario, as its defaults and common overrides make them.</summary>
    [Theory]
    [InlineData("", "http://localhost:5000/plaintext --rate 1000 --connections 32 --duration 15s --engine raw "
        + "--http 1.1 --streams 1 --crank-statistics")]
    [InlineData("rate=0 connections=64", "http://localhost:5000/plaintext --connections 64 --duration 15s "
        + "--engine raw --http 1.1 --streams 1 --crank-statistics")]
    [InlineData("rate=100:2000 warmup=2s engine=httpclient", "http://localhost:5000/plaintext --rate 100:2000 "
        + "--connections 32 --duration 15s --warmup 2s --engine httpclient --http 1.1 --streams 1 --crank-statistics")]
    [InlineData("protocol=2 streams=8", "https://localhost:5001/plaintext --insecure --rate 1000 --connections 32 "
        + "--duration 15s --engine raw --http 2 --streams 8 --crank-statistics")]
    [InlineData("url=http://load-target.example:8080/api duration=1m extraArguments=--slo_p99<10ms_--timeout_2s",
        "http://load-target.example:8080/api --rate 1000 --connections 32 --duration 1m --engine raw --http 1.1 "
        + "--streams 1 --crank-statistics --slo p99<10ms --timeout 2s")]
    public async Task LoadScenario_WithVariables_CommandLinesHttplabTakes(string overrides, string expected)
    {
        var variables = Overrides(overrides);

        var target = await CommandLineAsync("load", "application", new Dictionary<string, string>());
        var load = await CommandLineAsync("load", "load", variables);

        Assert.Equal(
            "serve --urls http://0.0.0.0:5000 --https-urls https://0.0.0.0:5001 --allow-remote",
            string.Join(' ', target));
        AssertParses(target);
        Assert.Null(TargetUrls.Validate(Value(target, "--urls"), allowRemote: target.Contains("--allow-remote")));
        Assert.Null(TargetUrls.ValidateHttps(Value(target, "--https-urls"), target.Contains("--allow-remote")));
        Assert.Equal("load " + expected, string.Join(' ', load));
        AssertParses(load);
    }

    [Theory]
    [InlineData("", "run load --profile quick --rates 500,1000 --load-connections 32 --slo p99<10ms")]
    [InlineData("noCapacity=true profile=smoke", "run load --profile smoke --rates 500,1000 --load-connections 32 "
        + "--slo p99<10ms --no-capacity")]
    public async Task AdaptersScenario_WithVariables_CommandLinesHttplabTakes(string overrides, string expected)
    {
        var adapters = await CommandLineAsync("adapters", "load", Overrides(overrides));

        Assert.Equal(expected, string.Join(' ', adapters));
        AssertParses(adapters);
    }

    /// <summary>"rate=0 url=x": variables as crank's --variable takes them; '_' stands for a space.</summary>
    private static Dictionary<string, string> Overrides(string text) =>
        text.Split(' ', StringSplitOptions.RemoveEmptyEntries)
            .Select(pair => pair.Split('=', 2))
            .ToDictionary(pair => pair[0], pair => pair[1].Replace('_', ' '));

    /// <summary>
    /// The arguments of the job that <paramref name="service"/> of <paramref name="scenario"/> runs, rendered over the
    /// configuration's variables, then the job's, the scenario's, the local profile's and <paramref name="overrides"/>,
    /// each over the ones before, and split as the agent's process start splits them. The values are rendered once as
    /// YAML's text and once as numbers and booleans where they read as such: crank may hand them either way, and the
    /// command line must not depend on it.
    /// </summary>
    private static async Task<string[]> CommandLineAsync(
        string scenario, string service, IReadOnlyDictionary<string, string> overrides)
    {
        var reference = Config.Map("scenarios").Map(scenario).Map(service);
        var job = Config.Map("jobs").Map(reference.Text("job"));
        var variables = new Dictionary<string, string>();
        foreach (var layer in new[]
        {
            Config.MapOrEmpty("variables"), job.MapOrEmpty("variables"), reference.MapOrEmpty("variables"),
            Config.Map("profiles").Map("local").MapOrEmpty("variables"),
        })
        {
            foreach (var (name, value) in layer)
            {
                variables[name] = value as string ?? throw new Xunit.Sdk.XunitException($"{name} is not a scalar");
            }
        }

        foreach (var (name, value) in overrides)
        {
            Assert.True(variables.ContainsKey(name), $"{name} is no variable of {scenario}.{service}");
            variables[name] = value;
        }

        var parser = new FluidParser();
        Assert.True(parser.TryParse(job.Text("arguments"), out var template, out var error), error);
        var asText = await RenderAsync(
            template, variables.ToDictionary(entry => entry.Key, entry => (object)entry.Value));
        var typed = await RenderAsync(
            template, variables.ToDictionary(entry => entry.Key, entry => Typed(entry.Value)));
        Assert.Equal(Split(asText), Split(typed));
        return Split(asText);
    }

    private static async Task<string> RenderAsync(IFluidTemplate template, Dictionary<string, object> variables)
    {
        var context = new TemplateContext();
        foreach (var (name, value) in variables)
        {
            context.SetValue(name, value);
        }

        await using var writer = new StringWriter(CultureInfo.InvariantCulture);
        await template.RenderAsync(writer, context);
        return writer.ToString();
    }

    private static object Typed(string value) =>
        bool.TryParse(value, out var flag) ? flag
        : decimal.TryParse(value, NumberStyles.Float, CultureInfo.InvariantCulture, out var number) ? number
        : value;

    /// <summary>
    /// A command line as .NET splits a process's argument string: at whitespace, a double-quoted part kept whole.
    /// </summary>
    private static string[] Split(string commandLine)
    {
        Assert.DoesNotContain('\\', commandLine);
        var arguments = new List<string>();
        var current = new StringBuilder();
        var quoted = false;
        var any = false;
        foreach (var character in commandLine)
        {
            if (character == '"')
            {
                quoted = !quoted;
                any = true;
            }
            else if (char.IsWhiteSpace(character) && !quoted)
            {
                if (any)
                {
                    arguments.Add(current.ToString());
                }

                current.Clear();
                any = false;
            }
            else
            {
                current.Append(character);
                any = true;
            }
        }

        Assert.False(quoted, $"an unclosed quote in {commandLine}");
        if (any)
        {
            arguments.Add(current.ToString());
        }

        return [.. arguments];
    }

    /// <summary>
    /// httplab's own command line takes <paramref name="arguments"/>: every option exists, every value fits.
    /// </summary>
    private static void AssertParses(string[] arguments)
    {
        var console = new TestConsole();
        var root = HttpLabApp.CreateRoot(console.Cli);
        var parsed = root.Parse(arguments);
        Assert.True(parsed.Errors.Count == 0, string.Join("; ", parsed.Errors.Select(error => error.Message)));
        Assert.Null(ParseErrors.FlagValue(root, arguments));
    }

    private static string Value(string[] arguments, string option) => arguments[Array.IndexOf(arguments, option) + 1];

    private static YamlMap Read()
    {
        var text = File.ReadAllText(ConfigPath);
        return YamlMap.Of(new DeserializerBuilder().Build().Deserialize<Dictionary<object, object>>(text));
    }

    /// <summary>A YAML mapping: its keys are text, its values text, lists or mappings.</summary>
    private sealed class YamlMap : Dictionary<string, object>
    {
        public static YamlMap Of(object value)
        {
            var map = new YamlMap();
            foreach (var (key, item) in Assert.IsType<Dictionary<object, object>>(value))
            {
                map[(string)key] = item is Dictionary<object, object> nested ? Of(nested) : item;
            }

            return map;
        }

        public YamlMap Map(string key) =>
            TryGetValue(key, out var value) && value is YamlMap map
                ? map
                : throw new Xunit.Sdk.XunitException($"no mapping {key} (keys: {string.Join(", ", Keys)})");

        public YamlMap MapOrEmpty(string key) => ContainsKey(key) ? Map(key) : new YamlMap();

        public string Text(string key) =>
            TryGetValue(key, out var value) && value is string text
                ? text
                : throw new Xunit.Sdk.XunitException($"no text {key} (keys: {string.Join(", ", Keys)})");
    }
}
