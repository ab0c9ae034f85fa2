// The translations library holds only the compiled .qm files, as resources under :/i18n.
