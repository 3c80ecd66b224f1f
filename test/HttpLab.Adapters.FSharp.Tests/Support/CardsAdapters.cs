using HttpLab.Adapters.CSharp;

namespace HttpLab.Adapters.FSharp.Tests.Support;

internal static class CardsAdapters
{
    public static TheoryData<AdapterKind> All => new(Enum.GetValues<AdapterKind>());

    public static ICardsAdapter Create(AdapterKind kind, HttpClient client) => kind switch
    {
        AdapterKind.CSharp => new CSharpCardsAdapter(client),
        AdapterKind.FSharpAsync => new AsyncCardsAdapter(client),
        AdapterKind.FSharpTask => new TaskCardsAdapter(client),
        _ => throw new ArgumentOutOfRangeException(nameof(kind), kind, "Unknown adapter."),
    };
}
