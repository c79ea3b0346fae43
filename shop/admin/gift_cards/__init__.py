"""Staff's gift cards: every card the shop issued, found by its last four characters or its buyer, its ledger, and
the two things staff do to one: send it again under a new code (its mail failed, the code was lost) and void it
with a reason. A card's code is never stored, so staff never see one either."""
