namespace HttpLab.Studies.Cancellation;

/// <summary>How the iterations of one case ended, and the first error seen, for the report.</summary>
internal sealed class CaseTally
{
    private readonly Dictionary<IterationOutcome, int> outcomes = [];

    public int UnseenAborts { get; set; }

    /// <summary>
    /// Of the unseen aborts, those whose request never reached the server's handler (it has no record of the id).
    /// </summary>
    public int NeverArrived { get; set; }

    /// <summary>Cancelled iterations after which the next request had to open a new connection.</summary>
    public int Reconnects { get; set; }

    public string? FirstError { get; private set; }

    public int this[IterationOutcome outcome] => outcomes.GetValueOrDefault(outcome);

    public void Count(IterationResult result)
    {
        outcomes[result.Outcome] = this[result.Outcome] + 1;
        FirstError ??= result.Error;
    }
}
