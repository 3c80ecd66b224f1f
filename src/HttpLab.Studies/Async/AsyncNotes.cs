using HttpLab.Results;
using HttpLab.Studies.Async.Adapters;

namespace HttpLab.Studies.Async;

/// <summary>The async suite's notes, in the order of its groups; a note whose cases did not run is left out.</summary>
internal static class AsyncNotes
{
    public static IReadOnlyList<string> Write(
        IReadOnlyList<CaseResult> cases,
        IReadOnlyDictionary<string, IdealDurationAttribute> ideals,
        IReadOnlyList<BurstResult> bursts,
        BurstSettings burstSettings)
    {
        var lookup = new CaseLookup(cases);
        var probe = lookup.Find(TimerResolutionCase.Name);
        string?[] notes =
        [
            $"Every group has its own baseline, the case whose name starts with {AsyncGroups.BaselinePrefix} (ratio "
                + "1.00); ratios compare cases within a group only.",
            SleepNotes.Timer(probe),
            SleepNotes.SleepCases(lookup, ideals, SleepNotes.TimerAllowanceNs(probe)),
            SleepNotes.Lesson(lookup, probe),
            SleepNotes.ConfigureAwait(lookup),
            CostNotes.SyncContext(lookup),
            CostNotes.CompletedAwait(lookup),
            CostNotes.SyncVsYield(lookup),
            CostNotes.Hops(lookup),
            CostNotes.FanIn(lookup),
            CostNotes.Exceptions(lookup),
            AdapterNotes.Cpu(lookup),
            AdapterNotes.Http(lookup),
            .. BurstNotes.For(bursts, burstSettings),
        ];
        return notes.OfType<string>().ToArray();
    }
}
