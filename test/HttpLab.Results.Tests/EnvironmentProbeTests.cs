using System.Runtime;

namespace HttpLab.Results.Tests;

public sealed class EnvironmentProbeTests
{
    [Fact]
    public void Capture_ThisMachine_FillsEveryField()
    {
        var environment = EnvironmentProbe.Capture();

        Assert.False(string.IsNullOrWhiteSpace(environment.Os));
        Assert.False(string.IsNullOrWhiteSpace(environment.Kernel));
        Assert.False(string.IsNullOrWhiteSpace(environment.CpuModel));
        Assert.Equal(Environment.ProcessorCount, environment.LogicalCores);
        Assert.StartsWith(".NET", environment.RuntimeVersion, StringComparison.Ordinal);
        Assert.Matches("^(Server|Workstation), (concurrent|non-concurrent)", environment.GcMode);
        Assert.Equal("0.1.0", environment.HttpLabVersion);
    }

    [Fact]
    public void PrettyName_OsRelease_ReturnsUnquotedValue()
    {
        const string osRelease = "NAME=\"Debian GNU/Linux\"\nPRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\n"
            + "VERSION_ID=\"12\"\n";

        Assert.Equal("Debian GNU/Linux 12 (bookworm)", EnvironmentText.PrettyName(osRelease));
        Assert.Null(EnvironmentText.PrettyName("NAME=x\n"));
    }

    [Fact]
    public void CpuModel_CpuInfo_ReturnsFirstModelName()
    {
        const string cpuInfo = "processor\t: 0\nvendor_id\t: AuthenticAMD\n"
            + "model name\t: AMD EPYC 7763 64-Core Processor\n\nprocessor\t: 1\nmodel name\t: other\n";

        Assert.Equal("AMD EPYC 7763 64-Core Processor", EnvironmentText.CpuModel(cpuInfo));
        Assert.Null(EnvironmentText.CpuModel("processor\t: 0\n"));
    }

    [Theory]
    [InlineData("0.1.0+3f2c1a9e5b7d", "0.1.0", "3f2c1a9e5b7d")]
    [InlineData("0.1.0", "0.1.0", null)]
    [InlineData("0.1.0+", "0.1.0", null)]
    [InlineData(null, "unknown", null)]
    public void SplitInformationalVersion_SdkFormat_SeparatesCommit(
        string? informational, string version, string? commit)
    {
        Assert.Equal((version, commit), EnvironmentText.SplitInformationalVersion(informational));
    }

    [Theory]
    [InlineData(false, true, GCLatencyMode.Interactive, false, "Workstation, concurrent")]
    [InlineData(false, false, GCLatencyMode.Batch, false, "Workstation, non-concurrent")]
    [InlineData(true, true, GCLatencyMode.Interactive, true, "Server, concurrent, DATAS")]
    [InlineData(
        true, true, GCLatencyMode.SustainedLowLatency, false, "Server, concurrent, latency mode SustainedLowLatency")]
    public void DescribeGc_Settings_SaysWhatIsConfigured(
        bool server, bool concurrent, GCLatencyMode mode, bool datas, string expected)
    {
        Assert.Equal(expected, EnvironmentText.DescribeGc(server, concurrent, mode, datas));
    }
}
