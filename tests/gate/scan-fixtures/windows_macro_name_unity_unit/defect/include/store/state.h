#pragma once

struct ReaderState {
    int interface;
};
