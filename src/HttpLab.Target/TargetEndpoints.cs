using HttpLab.Target.Cancellation;
using HttpLab.Target.Cards;
using HttpLab.Target.Echo;
using HttpLab.Target.Faults;
using HttpLab.Target.Info;
using HttpLab.Target.Plaintext;
using HttpLab.Target.Weather;
using Microsoft.AspNetCore.Routing;

namespace HttpLab.Target;

/// <summary>Every route the target serves, one group per study.</summary>
internal static class TargetEndpoints
{
    public static void Map(IEndpointRouteBuilder endpoints)
    {
        WeatherEndpoints.Map(endpoints);
        EchoEndpoints.Map(endpoints);
        PlaintextEndpoints.Map(endpoints);
        CancellationEndpoints.Map(endpoints);
        CardsEndpoints.Map(endpoints);
        InfoEndpoints.Map(endpoints);
        FaultEndpoints.Map(endpoints);
    }
}
