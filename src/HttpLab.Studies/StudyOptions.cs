namespace HttpLab.Studies;

/// <summary>Options the command line passes to the studies that use them.</summary>
public sealed record StudyOptions
{
    /// <summary>Payload sizes (items) for the JSON study.</summary>
    public IReadOnlyList<int> JsonSizes { get; init; } = Json.JsonStudy.DefaultSizes;

    /// <summary>Deadline, iterations and server delay for the cancellation study.</summary>
    public Cancellation.CancellationStudyOptions Cancellation { get; init; } = new();

    /// <summary>Burst callers for the async study.</summary>
    public Async.AsyncStudyOptions Async { get; init; } = new();

    /// <summary>Rates and closed-model connections for the load study.</summary>
    public Load.LoadStudyOptions Load { get; init; } = new();

    /// <summary>Body sizes for the clients study.</summary>
    public Clients.ClientsStudyOptions Clients { get; init; } = new();
}
