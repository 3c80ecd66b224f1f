namespace HttpLab.Load.Requests;

/// <summary>
/// The requests of one run, worked out once before it starts (<see cref="RequestHead"/> each), and the order they go
/// out in across all connections (<see cref="RequestSequence"/>). Both engines share one.
/// </summary>
internal sealed class RequestMix
{
    private readonly RequestSequence sequence;

    private RequestMix(IReadOnlyList<RequestHead> heads, RequestSequence sequence)
    {
        Heads = heads;
        this.sequence = sequence;
    }

    public IReadOnlyList<RequestHead> Heads { get; }

    /// <summary>The index into <see cref="Heads"/> of the next request to send.</summary>
    public int Next() => sequence.Next();

    public static RequestMix For(LoadOptions options)
    {
        ArgumentNullException.ThrowIfNull(options);
        return Of(options.Templates);
    }

    public static RequestMix Of(IReadOnlyList<RequestTemplate> templates) =>
        new(
            [.. templates.Select(RequestHead.For)],
            new RequestSequence([.. templates.Select(template => template.Weight)]));
}
