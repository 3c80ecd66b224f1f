namespace HttpLab.Studies;

/// <summary>A response did not carry what the target promised: wrong status, count or checksum.</summary>
public sealed class PayloadValidationException : Exception
{
    public PayloadValidationException()
    {
    }

    public PayloadValidationException(string message)
        : base(message)
    {
    }

    public PayloadValidationException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
