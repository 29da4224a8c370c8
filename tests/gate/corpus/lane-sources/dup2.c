int counter = 2;
