using HttpLab.Studies.Engine;

namespace HttpLab.Studies.Tests.Engine;

public sealed class InvocationCountsTests
{
    [Fact]
    public void Choose_ACaseChosenEarlier_KeepsTheEarlierCount()
    {
        var counts = new InvocationCounts([KeyValuePair.Create("GetStreamAsync|size=10|case", 464L)]);

        counts.Choose("GetStreamAsync|size=10|case", 16);
        counts.Choose("GetStringAsync|size=10|case", 32);

        Assert.True(counts.TryGet("GetStreamAsync|size=10|case", out var earlier));
        Assert.Equal(464, earlier);
        Assert.True(counts.TryGet("GetStringAsync|size=10|case", out var later));
        Assert.Equal(32, later);
        Assert.Equal(2, counts.Count);
    }

    [Fact]
    public async Task ReadAsync_WhatALaunchLeft_TheSameCounts()
    {
        using var folder = new TemporaryDirectory();
        var counts = new InvocationCounts();
        counts.Choose("b|size=1000|control", 48);
        counts.Choose("a|size=10|case", 5);
        await File.WriteAllTextAsync(Path.Combine(folder.Path, InvocationCounts.FileName), counts.Serialize());

        var read = await InvocationCounts.ReadAsync(folder.Path, CancellationToken.None);

        Assert.Equal(counts.Snapshot(), read.Snapshot());
        Assert.Equal("a|size=10|case", read.Snapshot()[0].Key);
    }

    [Theory]
    [InlineData(null)] // the first launch failed, or measured no micro-benchmarks
    [InlineData("not json")]
    [InlineData("[1, 2]")]
    public async Task ReadAsync_NoCountsToRead_EmptySoTheLaunchRunsItsPilot(string? text)
    {
        using var folder = new TemporaryDirectory();
        if (text is not null)
        {
            await File.WriteAllTextAsync(Path.Combine(folder.Path, InvocationCounts.FileName), text);
        }

        var read = await InvocationCounts.ReadAsync(folder.Path, CancellationToken.None);

        Assert.Equal(0, read.Count);
    }

    [Fact]
    public void New_CountsOfZeroOrLess_Dropped()
    {
        var counts = new InvocationCounts([KeyValuePair.Create("a", 0L), KeyValuePair.Create("b", -3L)]);

        Assert.Equal(0, counts.Count);
    }
}
