"""The stages that turn a typed line into an intent (`pipeline.parse`)."""
