// replaced as the room grows
