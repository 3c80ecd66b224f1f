using HttpLab.Histograms.Tests.Support;

namespace HttpLab.Histograms.Tests;

public sealed class HistogramRecorderTests
{
    [Fact]
    public void GetIntervalHistogram_FourWritersWhileSampling_LosesAndDuplicatesNothing()
    {
        const int Writers = 4;
        const int RecordsPerWriter = 100_000;
        var recorder = HistogramRecorder.ForMicroseconds();
        var intervals = new List<LongHistogram>();
        using var start = new Barrier(Writers + 1);
        using var halfway = new CountdownEvent(Writers);
        using var resume = new ManualResetEventSlim();

        var writers = Enumerable.Range(0, Writers).Select(writer => new Thread(() =>
        {
            start.SignalAndWait();
            for (var i = 0; i < RecordsPerWriter; i++)
            {
                // Halfway, wait for an interval boundary, so every run has values on both sides of one whatever the timing.
                if (i == RecordsPerWriter / 2)
                {
                    halfway.Signal();
                    resume.Wait();
                }

                // Each writer owns a distinct value, so lost or double-counted values show per writer too.
                recorder.RecordValue(1000 + writer);
            }
        })).ToList();
        writers.ForEach(thread => thread.Start());

        start.SignalAndWait();
        LongHistogram? recycled = null;
        while (writers.Any(thread => thread.IsAlive))
        {
            // A swap that starts after every writer paused halfway separates the first halves from the second halves.
            var allPausedBeforeSwap = halfway.IsSet;
            var interval = recorder.GetIntervalHistogram(recycled);
            intervals.Add(interval.Copy());
            recycled = interval;
            if (allPausedBeforeSwap)
            {
                resume.Set();
            }
        }

        writers.ForEach(thread => thread.Join());
        intervals.Add(recorder.GetIntervalHistogram(recycled));

        Assert.True(intervals.Count(interval => interval.TotalCount > 0) >= 2, "values should fall on both sides of an interval boundary");
        Assert.Equal((long)Writers * RecordsPerWriter, intervals.Sum(interval => interval.TotalCount));
        var merged = LongHistogram.ForMicroseconds();
        intervals.ForEach(merged.Add);
        for (var writer = 0; writer < Writers; writer++)
        {
            Assert.Equal(RecordsPerWriter, merged.GetCountAtValue(1000 + writer));
        }
    }

    [Fact]
    public void GetIntervalHistogram_ManualClock_StampsIntervalBounds()
    {
        var clock = new ManualTimeProvider(DateTimeOffset.FromUnixTimeMilliseconds(1_000_000));
        var recorder = HistogramRecorder.ForMicroseconds(clock);
        recorder.RecordValue(10);
        clock.Advance(TimeSpan.FromSeconds(1));

        var first = recorder.GetIntervalHistogram();
        Assert.Equal((1_000_000L, 1_001_000L, 1L), (first.StartTimeStamp, first.EndTimeStamp, first.TotalCount));
        recorder.RecordValue(20);
        recorder.RecordValue(30);
        clock.Advance(TimeSpan.FromSeconds(2));
        var second = recorder.GetIntervalHistogram(first);
        var third = recorder.GetIntervalHistogram();

        Assert.Equal((1_001_000L, 1_003_000L, 2L), (second.StartTimeStamp, second.EndTimeStamp, second.TotalCount));
        Assert.Equal(30, second.Max);

        // The recycled histogram became the active one: it comes back empty, stamped from the second swap.
        Assert.Same(first, third);
        Assert.Equal((1_003_000L, 0L), (third.StartTimeStamp, third.TotalCount));
    }

    [Fact]
    public void RecordValue_OutOfRange_ThrowsAndIsCountedInTheInterval()
    {
        var recorder = new HistogramRecorder(1, 1000, 3);

        Assert.Throws<ArgumentOutOfRangeException>(() => recorder.RecordValue(1001));
        Assert.False(recorder.TryRecordValue(-1));
        Assert.True(recorder.TryRecordValue(1000));

        var interval = recorder.GetIntervalHistogram();
        Assert.Equal(1, interval.TotalCount);
        Assert.Equal(2, interval.OutOfRangeCount);
    }

    [Fact]
    public void RecordValueWithExpectedInterval_Stall_BackFillsLikeTheHistogram()
    {
        var recorder = HistogramRecorder.ForMicroseconds();
        var direct = LongHistogram.ForMicroseconds();

        recorder.RecordValueWithExpectedInterval(1_000_000, 10_000);
        recorder.RecordValueWithCount(77, 5);
        direct.RecordValueWithExpectedInterval(1_000_000, 10_000);
        direct.RecordValueWithCount(77, 5);

        Assert.True(recorder.GetIntervalHistogram().HasSameCounts(direct));
    }

    [Fact]
    public void GetIntervalHistogram_RecycledHistogramOfAnotherLayout_Throws()
    {
        var recorder = HistogramRecorder.ForMicroseconds();

        Assert.Throws<ArgumentException>(() => recorder.GetIntervalHistogram(new LongHistogram(1, 1000, 3)));
    }
}
