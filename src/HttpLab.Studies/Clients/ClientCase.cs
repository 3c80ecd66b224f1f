using System.Globalization;

namespace HttpLab.Studies.Clients;

/// <summary>One measured case: a way of sending, in its group, at a concurrency and body size.</summary>
internal sealed record ClientCase(ClientKind Kind, string Group, int Concurrency, int BodyBytes)
{
    public override string ToString() =>
        string.Create(CultureInfo.InvariantCulture, $"{Kind} ({Group}, concurrency={Concurrency}, "
            + $"bodyBytes={BodyBytes})");
}
