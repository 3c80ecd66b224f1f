namespace HttpLab.Load.Scheduling;

/// <summary>
/// The requests of a <see cref="RateSchedule"/> that one generator sends, in order: with a <see cref="LoadShard"/>
/// the warm-up's and then the measured requests numbered as one sequence from 0, every <see cref="LoadShard.Count"/>th
/// from the shard's own, each at the offset the whole schedule gives it, so the shards' requests together are the
/// whole schedule's. A request cap counts the whole schedule's measured requests: every shard stops where one
/// generator would, and ends its send window at the same time.
/// </summary>
internal sealed class ShardSchedule
{
    private readonly RateSchedule schedule;
    private readonly long step;
    private readonly long warmupCount;
    private readonly long? maxRequests;
    private long next;

    public ShardSchedule(RateSchedule schedule, LoadShard shard, long? maxRequests)
    {
        this.schedule = schedule;
        this.maxRequests = maxRequests;
        step = shard.Count;
        next = shard.Index - 1;
        warmupCount = schedule.WarmupCount();
    }

    /// <summary>
    /// Once <see cref="TryNext"/> has returned false: where the measured requests' send window ends, in seconds from
    /// the measurement's start (the request cap's), or null for the end of the duration.
    /// </summary>
    public double? SendWindowEnd { get; private set; }

    /// <summary>This shard's next request; false when it has no more.</summary>
    public bool TryNext(out DueRequest due)
    {
        if (next < warmupCount)
        {
            due = new DueRequest(false, schedule.WarmupOffset(next)!.Value);
            next += step;
            return true;
        }

        var measured = next - warmupCount;
        if (measured >= maxRequests)
        {
            SendWindowEnd = schedule.MeasuredOffset(maxRequests.Value);
            due = default;
            return false;
        }

        if (schedule.MeasuredOffset(measured) is not { } offset)
        {
            due = default;
            return false;
        }

        due = new DueRequest(true, offset);
        next += step;
        return true;
    }
}

/// <summary>One request of a schedule: a measured one, or one of the warm-up.</summary>
/// <param name="Measured">True for a measured request, false for one of the warm-up.</param>
/// <param name="Offset">
/// When it is due, in seconds from the measurement's start (measured) or from the run's (warm-up).
/// </param>
internal readonly record struct DueRequest(bool Measured, double Offset);
