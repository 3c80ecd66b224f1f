using HdrHistogram;

namespace HttpLab.Load.Tests;

public sealed class LatencyHistogramsTests
{
    [Fact]
    public void Create_HttpLabsRange_OneMicrosecondToAnHourAtThreeDigits()
    {
        var histogram = LatencyHistograms.Create();
        histogram.RecordValue(LatencyHistograms.HighestMicroseconds);

        Assert.Equal(1, histogram.LowestTrackableValue);
        Assert.Equal(3_600_000_000, histogram.HighestTrackableValue);
        Assert.Equal(3, histogram.NumberOfSignificantValueDigits);
        Assert.Equal(1, histogram.TotalCount);
    }

    [Fact]
    public void EncodeCompressed_DecodeCompressed_SameCountsAndStatistics()
    {
        var histogram = LatencyHistograms.Create();
        for (var value = 1L; value < 2_000_000; value = (value * 3) + 1)
        {
            histogram.RecordValueWithCount(value, value % 7 + 1);
        }

        var encoded = LatencyHistograms.EncodeCompressed(histogram);
        var decoded = LatencyHistograms.DecodeCompressed(encoded);

        Assert.Equal(0x1c849314, (encoded[0] << 24) | (encoded[1] << 16) | (encoded[2] << 8) | encoded[3]);
        Assert.Equal(histogram.TotalCount, decoded.TotalCount);
        Assert.Equal(histogram.GetMaxValue(), decoded.GetMaxValue());
        Assert.Equal(histogram.GetMean(), decoded.GetMean());
        Assert.Equal(
            histogram.RecordedValues().Select(step => (step.ValueIteratedTo, step.CountAtValueIteratedTo)),
            decoded.RecordedValues().Select(step => (step.ValueIteratedTo, step.CountAtValueIteratedTo)));
    }

    [Fact]
    public async Task CreateRecorder_FourWritersWhileIntervalsAreTaken_EveryValueInExactlyOneInterval()
    {
        const int Writers = 4;
        const int ValuesPerWriter = 200_000;
        var recorder = LatencyHistograms.CreateRecorder();
        var total = LatencyHistograms.Create();
        using var start = new Barrier(Writers + 1);
        var writers = Enumerable.Range(0, Writers).Select(writer => Task.Run(() =>
        {
            start.SignalAndWait();
            for (var index = 0; index < ValuesPerWriter; index++)
            {
                recorder.RecordValue(1 + ((index * 7L) % 5000));
            }
        })).ToArray();

        start.SignalAndWait();
        HistogramBase? spare = null;
        while (!writers.All(task => task.IsCompleted))
        {
            var interval = recorder.GetIntervalHistogram(spare);
            total.Add(interval);
            spare = interval;
        }

        await Task.WhenAll(writers);
        total.Add(recorder.GetIntervalHistogram(spare));

        Assert.Equal(Writers * ValuesPerWriter, total.TotalCount);
        Assert.Equal(Writers * (ValuesPerWriter / 5000), total.GetCountAtValue(5000));
    }

    [Fact]
    public void AddRecorded_IntervalOfARecorder_SameBucketsAsHdrHistogramsAdd()
    {
        var recorder = LatencyHistograms.CreateRecorder();
        foreach (var value in new long[] { 1, 2, 999, 1_000, 1_001, 2_047, 2_048, 123_456, 9_999_999, 3_600_000_000 })
        {
            recorder.RecordValueWithCount(value, value % 7 + 1);
        }

        var interval = recorder.GetIntervalHistogram();
        var byAdd = LatencyHistograms.Create();
        byAdd.RecordValue(500);
        byAdd.Add(interval);
        var byAddRecorded = LatencyHistograms.Create();
        byAddRecorded.RecordValue(500);

        LatencyHistograms.AddRecorded(byAddRecorded, interval);

        Assert.Equal(byAdd.TotalCount, byAddRecorded.TotalCount);
        Assert.Equal(
            byAdd.RecordedValues().Select(bucket => (bucket.ValueIteratedTo, bucket.CountAtValueIteratedTo)),
            byAddRecorded.RecordedValues().Select(bucket => (bucket.ValueIteratedTo, bucket.CountAtValueIteratedTo)));
        Assert.Equal(byAdd.GetMaxValue(), byAddRecorded.GetMaxValue());
    }

    [Fact]
    public void AddRecorded_EmptySource_TargetUnchanged()
    {
        var target = LatencyHistograms.Create();
        target.RecordValue(42);

        LatencyHistograms.AddRecorded(target, LatencyHistograms.Create());

        Assert.Equal(1, target.TotalCount);
    }
}
