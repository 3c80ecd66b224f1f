using HttpLab.Studies.Clients;

namespace HttpLab.Studies.Tests.Clients;

public sealed class ClientsStudyOptionsTests
{
    [Fact]
    public void Validate_Defaults_ReturnsNull() => Assert.Null(new ClientsStudyOptions().Validate());

    [Theory]
    [InlineData(0, "the clients study's body sizes must be from 1 to 16777216 bytes, not 0")]
    [InlineData(16 * 1024 * 1024 + 1, "the clients study's body sizes must be from 1 to 16777216 bytes, not 16777217")]
    public void Validate_SizeOutOfRange_SaysWhich(int size, string expected) =>
        Assert.Equal(expected, new ClientsStudyOptions { BodySizes = [16, size] }.Validate());

    [Fact]
    public void Validate_NoVariantSizes_SaysSo() =>
        Assert.Equal(
            "the clients study needs at least one of its variant body sizes",
            new ClientsStudyOptions { VariantBodySizes = [] }.Validate());

    [Fact]
    public void Constructor_InvalidOptions_ThrowsArgumentException() =>
        Assert.Throws<ArgumentException>(() => new ClientsStudy(new ClientsStudyOptions { BodySizes = [] }));
}
