namespace HttpLab.Contracts.Weather;

/// <summary>One item of the <c>/weather/{size}</c> payload, shaped as the ASP.NET Core template's sample.</summary>
public sealed record WeatherForecast(DateOnly Date, int TemperatureC, string? Summary, int TemperatureF);
