using System.Net;
using System.Net.Sockets;

namespace HttpLab.Load.Tests;

public sealed class LoadOptionsTests
{
    private static readonly LoadOptions Valid = new()
    {
        Url = new Uri("http://127.0.0.1:5000/plaintext"),
        Duration = TimeSpan.FromSeconds(10),
    };

    [Theory]
    [InlineData("http://127.0.0.1:5000/plaintext")]
    [InlineData("http://127.8.9.10/")]
    [InlineData("http://[::1]:8080/x?y=1")]
    [InlineData("http://localhost:5000/")]
    [InlineData("http://LOCALHOST/")]
    [InlineData("https://127.0.0.1:5001/plaintext")]
    [InlineData("https://localhost/")]
    [InlineData("http://example.com/")]
    [InlineData("https://example.com:8443/api?x=1")]
    [InlineData("http://10.0.0.1/")]
    [InlineData("http://192.168.1.1:8080/")]
    [InlineData("http://[::ffff:127.0.0.1]/")]
    [InlineData("https://[2001:db8::1]/")]
    public void Problem_AnyHttpOrHttpsUrl_None(string url) => Assert.Null(LoadTarget.Problem(new Uri(url)));

    [Theory]
    [InlineData("ftp://127.0.0.1/", "is not an absolute http:// or https:// URL")]
    [InlineData("ws://example.com/", "is not an absolute http:// or https:// URL")]
    [InlineData("file:///etc/passwd", "is not an absolute http:// or https:// URL")]
    [InlineData("http://user:secret@127.0.0.1/", "user information or a fragment")]
    [InlineData("https://example.com/#top", "user information or a fragment")]
    public void Problem_NotALoadTarget_OneLineSayingWhy(string url, string why)
    {
        var problem = LoadTarget.Problem(new Uri(url));

        Assert.NotNull(problem);
        Assert.Contains(why, problem, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', problem);
    }

    [Theory]
    [InlineData("http://127.0.0.1:5000/", "127.0.0.1:5000")]
    [InlineData("https://localhost/", "127.0.0.1:443")]
    [InlineData("http://[::1]:8080/", "[::1]:8080")]
    [InlineData("http://[::ffff:10.1.2.3]/", "10.1.2.3:80")]
    [InlineData("https://192.0.2.7:8443/", "192.0.2.7:8443")]
    public async Task ResolveAsync_AddressOrLocalhost_NoLookUp(string url, string endPoint)
    {
        var resolved = await LoadTarget.ResolveAsync(new Uri(url), NoLookUp, CancellationToken.None);

        Assert.Equal(endPoint, resolved.ToString());
    }

    [Fact]
    public async Task ResolveAsync_Name_FirstAddressOfTheLookUpOnTheUrlsPort()
    {
        string? asked = null;

        var resolved = await LoadTarget.ResolveAsync(
            new Uri("https://api.example.test:8443/x"),
            (host, _) =>
            {
                asked = host;
                return Task.FromResult(new[] { IPAddress.Parse("192.0.2.10"), IPAddress.Parse("192.0.2.11") });
            },
            CancellationToken.None);

        Assert.Equal("api.example.test", asked);
        Assert.Equal(new IPEndPoint(IPAddress.Parse("192.0.2.10"), 8443), resolved);
    }

    [Fact]
    public async Task ResolveAsync_NameDoesNotResolve_OneLineLoadTargetException()
    {
        var exception = await Assert.ThrowsAsync<LoadTargetException>(() => LoadTarget.ResolveAsync(
            new Uri("http://nowhere.example.test/"),
            (_, _) => Task.FromException<IPAddress[]>(new SocketException((int)SocketError.HostNotFound)),
            CancellationToken.None));

        Assert.StartsWith("'nowhere.example.test' does not resolve: ", exception.Message, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', exception.Message);
    }

    [Fact]
    public async Task ResolveAsync_NoAddress_OneLineLoadTargetException()
    {
        var exception = await Assert.ThrowsAsync<LoadTargetException>(() => LoadTarget.ResolveAsync(
            new Uri("http://empty.example.test/"), (_, _) => Task.FromResult<IPAddress[]>([]), CancellationToken.None));

        Assert.Equal("'empty.example.test' does not resolve: no address", exception.Message);
    }

    [Theory]
    [InlineData("https://127.0.0.1/", false, null, null)]
    [InlineData("https://127.0.0.1/", true, null, null)]
    [InlineData("https://127.0.0.1/", false, Sha256Hex, null)]
    [InlineData("https://127.0.0.1/", false, Sha256Colons, null)]
    [InlineData("http://127.0.0.1/", true, null, "apply to https:// URLs only")]
    [InlineData("http://127.0.0.1/", false, Sha256Hex, "apply to https:// URLs only")]
    [InlineData("https://127.0.0.1/", false, "ABCD", "is not a SHA-256 thumbprint")]
    [InlineData("https://127.0.0.1/", false, Sha256Hex + "00", "is not a SHA-256 thumbprint")]
    [InlineData("https://127.0.0.1/", true, Sha256Hex, "pass one or the other")]
    public void Validate_TlsOptions_ProblemOrNone(string url, bool insecure, string? pin, string? problem)
    {
        var options = Valid with
        {
            Url = new Uri(url),
            Tls = new LoadTls { Insecure = insecure, CertificateSha256 = pin },
        };

        if (problem is null)
        {
            Assert.Null(options.Validate());
        }
        else
        {
            Assert.Contains(problem, options.Validate(), StringComparison.Ordinal);
        }
    }

    [Theory]
    [InlineData(LoadHttpVersion.Http2, LoadEngineKind.HttpClient, 16, 100, 10_000, null)]
    [InlineData(LoadHttpVersion.Http11, LoadEngineKind.HttpClient, 16, 1, 10_000, null)]
    [InlineData(LoadHttpVersion.Http2, LoadEngineKind.Raw, 16, 100, 10_000, null)]
    [InlineData(LoadHttpVersion.Http11, LoadEngineKind.HttpClient, 16, 2, 10_000, "several streams per connection")]
    [InlineData(LoadHttpVersion.Http2, LoadEngineKind.HttpClient, 16, 0, 10_000, "streams must be from 1 to 1000")]
    [InlineData(LoadHttpVersion.Http2, LoadEngineKind.HttpClient, 16, 1001, 10_000, "streams must be from 1 to 1000")]
    [InlineData(LoadHttpVersion.Http2, LoadEngineKind.HttpClient, 1000, 1000, 1_000_000, "at most 100000, not 1000000")]
    [InlineData(LoadHttpVersion.Http2, LoadEngineKind.HttpClient, 16, 100, 1_000, "from connections x streams (1600)")]
    public void Validate_HttpVersionAndStreams_ProblemOrNone(
        LoadHttpVersion http, LoadEngineKind engine, int connections, int streams, int maxInFlight, string? problem)
    {
        var options = Valid with
        {
            Http = http,
            Engine = engine,
            Connections = connections,
            Streams = streams,
            MaxInFlight = maxInFlight,
        };

        if (problem is null)
        {
            Assert.Null(options.Validate());
            Assert.Equal(connections * streams, options.Lanes);
        }
        else
        {
            Assert.Contains(problem, options.Validate(), StringComparison.Ordinal);
        }
    }

    [Theory]
    [InlineData(LoadEngineKind.Raw)]
    [InlineData(LoadEngineKind.HttpClient)]
    public void Validate_Http2OverHttps_EitherEngine(LoadEngineKind engine)
    {
        var options = Valid with
        {
            Url = new Uri("https://127.0.0.1:5001/plaintext"),
            Http = LoadHttpVersion.Http2,
            Engine = engine,
            Streams = 8,
        };

        Assert.Null(options.Validate());
    }

    [Fact]
    public void LanesText_Http2Streams_SaysStreamsAndConnections()
    {
        Assert.Equal("1,600 streams (16 connections x 100)", (Valid with { Streams = 100 }).LanesText);
        Assert.Equal("16 connections", (Valid with { Connections = 16 }).LanesText);
    }

    private const string Sha256Hex = "E29E287874483E530E395E1F2A6AA2020F14A44FF81460C23001762378E7E9A5";

    private const string Sha256Colons =
        "e2:9e:28:78:74:48:3e:53:0e:39:5e:1f:2a:6a:a2:02:0f:14:a4:4f:f8:14:60:c2:30:01:76:23:78:e7:e9:a5";

    // Resolution of anything but an address or localhost is not for a test to do: it would ask a name server.
    private static Task<IPAddress[]> NoLookUp(string host, CancellationToken cancellationToken) =>
        throw new InvalidOperationException($"looked up {host}");

    [Fact]
    public void Validate_Defaults_Valid()
    {
        Assert.Null(Valid.Validate());
        Assert.Equal(TimeSpan.FromSeconds(1), Valid.EffectiveWarmup);
        Assert.Equal(LoadModel.Closed, Valid.Model);
        Assert.Equal(LoadModel.Open, (Valid with { Rate = TargetRate.Constant(10) }).Model);
    }

    [Theory]
    [InlineData(1, 1)]
    [InlineData(20, 2)]
    [InlineData(120, 5)]
    public void EffectiveWarmup_Default_TenPercentFromOneToFiveSeconds(int durationSeconds, int warmupSeconds) =>
        Assert.Equal(
            TimeSpan.FromSeconds(warmupSeconds),
            (Valid with { Duration = TimeSpan.FromSeconds(durationSeconds) }).EffectiveWarmup);

    public static TheoryData<string, LoadOptions> Invalid => new()
    {
        { "no duration", Valid with { Duration = TimeSpan.Zero } },
        { "over an hour", Valid with { Duration = TimeSpan.FromHours(1) + TimeSpan.FromSeconds(1) } },
        { "negative warm-up", Valid with { Warmup = TimeSpan.FromSeconds(-1) } },
        { "long warm-up", Valid with { Warmup = TimeSpan.FromMinutes(6) } },
        { "no connections", Valid with { Connections = 0 } },
        { "cap below connections", Valid with { Connections = 10, MaxInFlight = 5 } },
        { "zero requests", Valid with { MaxRequests = 0 } },
        { "zero timeout", Valid with { Timeout = TimeSpan.Zero } },
        { "zero rate", Valid with { Rate = new TargetRate(0, 0) } },
        { "not http", Valid with { Url = new Uri("ftp://127.0.0.1/") } },
        { "insecure on http", Valid with { Tls = new LoadTls { Insecure = true } } },
        { "negative send quantum", Valid with { SendQuantum = TimeSpan.FromMicroseconds(-1) } },
        { "send quantum over 1 ms", Valid with { SendQuantum = TimeSpan.FromMicroseconds(1001) } },
        { "shard 0 of 3", Valid with { Shard = new LoadShard(0, 3) } },
        { "shard 4 of 3", Valid with { Shard = new LoadShard(4, 3) } },
        { "1,001 shards", Valid with { Shard = new LoadShard(1, 1001) } },
        { "a request cap below the shards", Valid with { Shard = new LoadShard(1, 3), MaxRequests = 2 } },
    };

    [Theory]
    [MemberData(nameof(Invalid))]
    public void Validate_OutOfBounds_OneLineProblem(string name, LoadOptions options)
    {
        var problem = options.Validate();

        Assert.True(problem is not null, name);
        Assert.DoesNotContain('\n', problem);
    }

    [Fact]
    public async Task RunAsync_InvalidOptions_Throws() =>
        await Assert.ThrowsAsync<ArgumentException>(
            () => LoadRunner.RunAsync(Valid with { Duration = TimeSpan.FromHours(2) }, null, CancellationToken.None));
}
