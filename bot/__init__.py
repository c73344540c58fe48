"""Everything that talks: the table service, storage, AI seats, the CLI and the Discord layer."""
