using System.Net;
using HttpLab.Load;
using HttpLab.Results;
using HttpLab.Studies.Clients;
using HttpLab.Target.Faults;
using Xunit.Abstractions;

using static HttpLab.Studies.Tests.Faults.StudyFault;

namespace HttpLab.Studies.Tests.Clients;

/// <summary>
/// The clients study's ways of sending an echo against the target's connection faults (every fault route answers a
/// POST below itself too): each fails with its client's own exception of that fault, and the study stops with a
/// failure that says which request and why, never a hang.
/// </summary>
public sealed class ClientsStudyFaultTests(TargetFixture target, ITestOutputHelper output)
    : IClassFixture<TargetFixture>
{
    private readonly TargetFixture target = target.LogTo(output);

    /// <summary>
    /// Every kind into both faults, but h2c into reset only: over HTTP/2 the target answers garbage with a 400.
    /// </summary>
    public static TheoryData<string, string> KindsAndFaults
    {
        get
        {
            var data = new TheoryData<string, string>();
            foreach (var kind in Enum.GetValues<ClientKind>())
            {
                data.Add(kind.ToString(), FaultEndpoints.ResetPath);
                if (kind != ClientKind.Http2Cleartext)
                {
                    data.Add(kind.ToString(), FaultEndpoints.GarbagePath);
                }
            }

            return data;
        }
    }

    [Theory]
    [MemberData(nameof(KindsAndFaults))]
    public async Task SendAsync_ConnectionFault_ThrowsItsClientsExceptionOfThatFault(string kindName, string fault)
    {
        var kind = Enum.Parse<ClientKind>(kindName);
        using var harness = new ClientHarness(EchoUrl(target.BaseAddress, fault), EchoUrl(Http2(), fault));
        using var guard = new CancellationTokenSource(HangGuard);

        var failure = await Assert.ThrowsAnyAsync<Exception>(
            () => harness.SendAsync(kind, EchoPayload.Create(16), guard.Token));

        output.WriteLine(failure.ToString());
        Assert.False(guard.IsCancellationRequested, "the hang guard fired");
        if (kind == ClientKind.HttpWebRequest)
        {
            var webFailure = Assert.IsType<WebException>(failure);
            AssertIsThe(fault, Assert.IsType<HttpRequestException>(webFailure.InnerException), http2: false);
        }
        else
        {
            AssertIsThe(
                fault, Assert.IsAssignableFrom<HttpRequestException>(failure), kind == ClientKind.Http2Cleartext);
        }
    }

    [Fact]
    public async Task SendAsync_Http2CleartextIntoGarbage_TheTargetsRefusalIsAnEchoMismatch()
    {
        using var harness = new ClientHarness(
            EchoUrl(target.BaseAddress, FaultEndpoints.GarbagePath), EchoUrl(Http2(), FaultEndpoints.GarbagePath));
        using var guard = new CancellationTokenSource(HangGuard);

        var failure = await Assert.ThrowsAsync<EchoMismatchException>(
            () => harness.SendAsync(ClientKind.Http2Cleartext, EchoPayload.Create(16), guard.Token));

        Assert.Equal(
            "Http2Cleartext (bodyBytes=16): POST /echo answered 400 BadRequest, expected 200.", failure.Message);
    }

    [Theory]
    [MemberData(nameof(KindsAndFaults))]
    public async Task CheckAsync_ConnectionFault_FailsNamingTheCaseTheRequestAndTheFault(string kindName, string fault)
    {
        var kind = Enum.Parse<ClientKind>(kindName);
        var settings = new ClientsStudySettings(Base(target, fault), Base(Http2(), fault), [16],
            [16], new HashSet<ClientKind> { kind });

        var failure = await Assert.ThrowsAsync<StudyFailedException>(
            () => ClientsPreflight.CheckAsync(settings, CancellationToken.None).WaitAsync(HangGuard));

        output.WriteLine(failure.ToString());
        var url = kind == ClientKind.Http2Cleartext ? settings.Http2EchoUrl : settings.EchoUrl;
        Assert.StartsWith(
            $"clients: {settings.Cases()[0]} failed before timing: POST {url} failed: ",
            failure.Message,
            StringComparison.Ordinal);
        Assert.Contains(
            kind == ClientKind.Http2Cleartext ? "The HTTP/2 server reset the stream" : Cause(fault),
            failure.Message,
            StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(FaultEndpoints.ResetPath)]
    [InlineData(FaultEndpoints.GarbagePath)]
    public async Task RunAsync_TargetWithAConnectionFault_FailsNamingTheRequestAndTheFault(string fault)
    {
        using var artifacts = new TemporaryDirectory("httplab-clients-fault-");
        var context = new StudyContext(
            Base(target, fault),
            StudyProfile.Smoke,
            new ArtifactWriter(artifacts.Path),
            new SynchronousProgress<StudyProgress>(_ => { }));
        var study = new ClientsStudy(new ClientsStudyOptions { BodySizes = [16], VariantBodySizes = [16] });

        var failure = await Assert.ThrowsAsync<StudyFailedException>(
            () => study.RunAsync(context, CancellationToken.None).WaitAsync(HangGuard));

        output.WriteLine(failure.ToString());
        Assert.StartsWith(
            $"clients: could not ask the target for its addresses at {new Uri(context.TargetUrl, "info")}: ",
            failure.Message,
            StringComparison.Ordinal);
        Assert.Contains(Cause(fault), failure.Message, StringComparison.Ordinal);
    }

    private Uri Http2() => target.Server.Http2BaseAddress
        ?? throw new InvalidOperationException("The test target serves no h2c endpoint.");

    private static Uri EchoUrl(Uri baseAddress, string fault) => new(Base(baseAddress, fault), "echo");
}
