namespace HttpLab.Studies.Tests.Adapters;

public enum CardLie
{
    DropsACard,
    AltersAField,
    ServesAnotherNamesCards,
    AnswersNotFound,
}
