namespace HttpLab.Load.Tests;

public sealed class LoadShardTests
{
    [Theory]
    [InlineData(10, 3, new long[] { 4, 3, 3 })]
    [InlineData(11, 3, new long[] { 4, 4, 3 })]
    [InlineData(9, 3, new long[] { 3, 3, 3 })]
    [InlineData(3, 3, new long[] { 1, 1, 1 })]
    [InlineData(2, 3, new long[] { 1, 1, 0 })]
    [InlineData(16, 1, new long[] { 16 })]
    public void Share_DealsTheTotalOutFirstShardsFirst(long total, int count, long[] shares)
    {
        var dealt = Enumerable.Range(1, count).Select(index => new LoadShard(index, count).Share(total)).ToArray();

        Assert.Equal(shares, dealt);
        Assert.Equal(total, dealt.Sum());
    }

    [Fact]
    public void Owns_EachIndexBelongsToExactlyOneShard()
    {
        var shards = Enumerable.Range(1, 4).Select(index => new LoadShard(index, 4)).ToArray();

        for (var index = 0L; index < 100; index++)
        {
            var owners = shards.Where(shard => shard.Owns(index)).ToArray();
            Assert.Equal(new LoadShard((int)(index % 4) + 1, 4), Assert.Single(owners));
        }
    }

    [Theory]
    [InlineData("1/1", 1, 1)]
    [InlineData("2/3", 2, 3)]
    [InlineData("1000/1000", 1000, 1000)]
    public void TryParse_Valid_IndexAndCount(string text, int index, int count)
    {
        Assert.True(LoadShard.TryParse(text, out var shard, out var problem), problem);
        Assert.Equal(new LoadShard(index, count), shard);
        Assert.Equal(text, shard.ToString());
    }

    [Theory]
    [InlineData("")]
    [InlineData("1")]
    [InlineData("a/b")]
    [InlineData("0/3")]
    [InlineData("4/3")]
    [InlineData("1/0")]
    [InlineData("-1/3")]
    [InlineData("+1/3")]
    [InlineData("1/3/5")]
    [InlineData(" 1/3")]
    [InlineData("1/1001")]
    [InlineData("1/99999999999")]
    public void TryParse_Invalid_OneLineNamingTheRange(string text)
    {
        Assert.False(LoadShard.TryParse(text, out var shard, out var problem));
        Assert.Null(shard);
        Assert.Contains("1 to 1,000", problem, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', problem!);
    }
}
