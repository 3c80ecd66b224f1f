using HttpLab.Load;

namespace HttpLab.Cli.Load;

/// <summary>
/// When a load begins and which part of it this generator sends: <c>--start-at</c> (null: at once) and
/// <c>--shard</c>.
/// </summary>
internal sealed record LoadStart(DateTimeOffset? At, LoadShard Shard)
{
    public static LoadStart Now { get; } = new(null, LoadShard.Whole);
}
