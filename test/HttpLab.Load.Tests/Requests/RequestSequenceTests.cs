using HttpLab.Load.Requests;

namespace HttpLab.Load.Tests.Requests;

public sealed class RequestSequenceTests
{
    [Theory]
    [InlineData(new[] { 1 })]
    [InlineData(new[] { 1, 1, 1 })]
    [InlineData(new[] { 5, 3, 2 })]
    [InlineData(new[] { 97, 1, 13, 10_000 })]
    public void Cycle_AnyWeights_EachRequestTakesExactlyItsWeightPerCycle(int[] weights)
    {
        var cycle = RequestSequence.Cycle(weights);

        Assert.Equal(weights.Sum(), cycle.Length);
        for (var index = 0; index < weights.Length; index++)
        {
            Assert.Equal(weights[index], cycle.Count(turn => turn == index));
        }
    }

    [Fact]
    public void Cycle_CommonDivisor_IsShortened()
    {
        Assert.Equal([0, 1, 0], RequestSequence.Cycle([20, 10]));
    }

    [Fact]
    public void Cycle_UnevenWeights_SpreadsTurnsInsteadOfBunchingThem()
    {
        var cycle = RequestSequence.Cycle([3, 1]);

        Assert.Equal([0, 0, 1, 0], cycle);
        Assert.Equal([0, 1, 2], RequestSequence.Cycle([1, 1, 1]));
    }

    [Fact]
    public async Task Next_FromManyThreads_HandsOutExactSharesOverWholeCycles()
    {
        var sequence = new RequestSequence([5, 3, 2]);
        const int Cycles = 10_000;
        var counts = new int[3];

        await Task.WhenAll(Enumerable.Range(0, 4).Select(_ => Task.Run(() =>
        {
            var local = new int[3];
            for (var index = 0; index < Cycles * 10 / 4; index++)
            {
                local[sequence.Next()]++;
            }

            for (var index = 0; index < 3; index++)
            {
                Interlocked.Add(ref counts[index], local[index]);
            }
        })));

        Assert.Equal([5 * Cycles, 3 * Cycles, 2 * Cycles], counts);
    }

    [Fact]
    public void Cycle_NoWeightOrZero_Throws()
    {
        Assert.Throws<ArgumentException>(() => RequestSequence.Cycle([]));
        Assert.Throws<ArgumentException>(() => RequestSequence.Cycle([1, 0]));
    }
}
