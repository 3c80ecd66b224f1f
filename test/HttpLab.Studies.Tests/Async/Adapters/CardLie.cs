namespace HttpLab.Studies.Tests.Async.Adapters;

public enum CardLie
{
    DropsACard,
    AltersAField,
    ServesAnotherNamesCards,
    AnswersNotFound,
}
