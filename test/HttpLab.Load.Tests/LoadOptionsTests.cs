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
    public void Problem_LoopbackUrl_None(string url) => Assert.Null(LoadTarget.Problem(new Uri(url)));

    [Theory]
    [InlineData("http://example.com/")]
    [InlineData("http://10.0.0.1/")]
    [InlineData("http://192.168.1.1:8080/")]
    [InlineData("http://[::ffff:127.0.0.1]/")]
    [InlineData("http://[2001:db8::1]/")]
    [InlineData("https://127.0.0.1/")]
    [InlineData("ftp://127.0.0.1/")]
    [InlineData("http://user:secret@127.0.0.1/")]
    public void Problem_NotLoopbackHttp_OneLine(string url)
    {
        var problem = LoadTarget.Problem(new Uri(url));

        Assert.NotNull(problem);
        Assert.DoesNotContain('\n', problem);
    }

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
        { "remote", Valid with { Url = new Uri("http://example.com/") } },
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
