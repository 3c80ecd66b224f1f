using System.Net;
using HttpLab.Target.Plaintext;
using Xunit.Abstractions;

namespace HttpLab.Target.Tests.Plaintext;

public sealed class PlaintextEndpointsTests : IClassFixture<TargetFixture>, IDisposable
{
    private readonly TargetFixture _target;

    public PlaintextEndpointsTests(TargetFixture target, ITestOutputHelper output)
    {
        _target = target;
        _target.Logs.Output = output;
    }

    public void Dispose() => _target.Logs.Output = null;

    [Fact]
    public async Task GetPlaintext_Always_ReturnsHelloWorld()
    {
        using var response = await _target.Client.GetAsync(new Uri(PlaintextEndpoints.Path, UriKind.Relative));

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal("text/plain", response.Content.Headers.ContentType?.ToString());
        Assert.Equal(13, response.Content.Headers.ContentLength);
        Assert.Equal("Hello, World!", await response.Content.ReadAsStringAsync());
    }

    [Fact]
    public async Task GetPlaintext_Always_SendsNoServerHeader()
    {
        using var response = await _target.Client.GetAsync(new Uri(PlaintextEndpoints.Path, UriKind.Relative));

        Assert.Empty(response.Headers.Server);
    }
}
